import type { Catalogue } from './catalogue.ts';

/** Searches, books, images, recent sales and feedback. */
export const archiveMessages = {
  price_preview_limit: {
    ru: 'Без подписки можно выполнить {{limit}} поисков по диапазону цен в день, и на сегодня они исчерпаны. Чтобы видеть цены и все найденные лоты без ограничений, оформите подписку.',
    en: "Without a subscription you can run {{limit}} price-range searches a day, and today's are used up. To see prices and every lot found without limits, subscribe.",
  },
  search_query_required: { ru: 'Введите запрос для поиска.', en: 'Enter a search query.' },
  search_query_no_words: {
    ru: 'В запросе нет слов для поиска: введите буквы или цифры.',
    en: 'The query has no words to search for: enter letters or digits.',
  },
  price_invalid: {
    ru: 'Цена должна быть целым неотрицательным числом рублей.',
    en: 'A price must be a whole, non-negative number of roubles.',
  },
  price_range_invalid: {
    ru: 'Минимальная цена не может быть больше максимальной.',
    en: 'The minimum price cannot be greater than the maximum price.',
  },
  search_sort_invalid: {
    ru: 'Неизвестный порядок сортировки. Возможные: newest, oldest, price_desc, price_asc, relevance.',
    en: 'Unknown sort order. It can be newest, oldest, price_desc, price_asc or relevance.',
  },
  search_sort_relevance_text_only: {
    ru: 'Сортировка по релевантности есть только в поиске по названию и по описанию.',
    en: 'Sorting by relevance is available in title and description searches only.',
  },
  search_sort_price_subscribers_only: {
    ru: 'Сортировка по цене доступна подписчикам. Оформите подписку, чтобы видеть цены и упорядочивать по ним результаты.',
    en: 'Sorting by price is for subscribers. Subscribe to see prices and order the results by them.',
  },
  search_page_too_deep: {
    ru: 'Листать можно только первые {{max}} результатов. Уточните запрос — добавьте слова, категорию или сузьте диапазон цен, — чтобы увидеть остальные.',
    en: 'Only the first {{max}} results can be paged through. Refine the search (more words, a category, a narrower price range) to see the rest.',
  },
  search_timeout: {
    ru: 'Поиск занял слишком много времени и был остановлен. Уточните запрос: добавьте слова, выберите категорию или сузьте диапазон цен.',
    en: 'The search took too long and was stopped. Refine it: add words, choose a category or narrow the price range.',
  },
  comparables_timeout: {
    ru: 'Похожие продажи не удалось подобрать вовремя. Попробуйте открыть страницу позже.',
    en: 'Comparable sales could not be found in time. Try the page again later.',
  },
  price_stats_subscribers_only: {
    ru: 'Статистика цен доступна подписчикам. Оформите подписку, чтобы видеть медиану, разброс и динамику цен по любому поиску.',
    en: 'Price statistics are for subscribers. Subscribe to see the median, the spread and how prices moved for any search.',
  },
  comparables_subscribers_only: {
    ru: 'Похожие продажи доступны подписчикам. Оформите подписку, чтобы видеть, за сколько продавались такие книги.',
    en: 'Comparable sales are for subscribers. Subscribe to see what books like this one sold for.',
  },
  book_pages_daily_limit: {
    ru: 'На сегодня исчерпан дневной лимит: подписка открывает до {{limit}} страниц книг с ценами в сутки. Лимит обновится в полночь по московскому времени.',
    en: "Today's limit is used up: a subscription opens up to {{limit}} book pages with prices a day. It renews at midnight Moscow time.",
  },
  price_reads_daily_limit: {
    ru: 'На сегодня исчерпан дневной лимит: статистику цен и похожие продажи можно открыть до {{limit}} раз в сутки. Лимит обновится в полночь по московскому времени.',
    en: "Today's limit is used up: price statistics and comparable sales can be opened up to {{limit}} times a day. It renews at midnight Moscow time.",
  },
  category_id_invalid: { ru: 'Некорректный идентификатор категории.', en: 'Invalid category id.' },
  book_id_invalid: { ru: 'Некорректный идентификатор книги.', en: 'Invalid book id.' },
  book_not_found: { ru: 'Книга не найдена.', en: 'Book not found.' },
  image_not_found: { ru: 'Изображение не найдено.', en: 'Image not found.' },
  image_size_invalid: {
    ru: 'Размер миниатюры может быть 160, 320 или 640.',
    en: 'The thumbnail size must be 160, 320 or 640.',
  },
  images_subscribers_only: {
    ru: 'Изображения доступны только подписчикам.',
    en: 'Images are available to subscribers only.',
  },
  image_link_invalid: {
    ru: 'Ссылка на изображение недействительна.',
    en: 'The image link is not valid.',
  },
  image_link_expired: {
    ru: 'Срок действия ссылки на изображение истёк. Обновите страницу.',
    en: 'The image link has expired. Reload the page.',
  },
  recent_sales_limit_invalid: {
    ru: 'Количество недавних продаж должно быть от 1 до 20.',
    en: 'The number of recent sales must be between 1 and 20.',
  },
  feedback_message_required: { ru: 'Введите текст сообщения.', en: 'Enter your message.' },
  feedback_message_too_long: {
    ru: 'Сообщение не должно быть длиннее {{max}} символов.',
    en: 'The message must be at most {{max}} characters long.',
  },
  feedback_received: {
    ru: 'Спасибо! Сообщение отправлено операторам.',
    en: 'Thank you! Your message has been sent to the operators.',
  },
} as const satisfies Catalogue;
