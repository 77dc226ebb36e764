import type { Catalogue } from './catalogue.ts';

/**
 * Keyword alerts: the preference form, the bot link, the bot's replies, the e-mail digest and the
 * unsubscribe page, and the messaging bot's admin section. The exact Russian texts of the original
 * specification are kept.
 */
export const notificationMessages = {
  // The preference form.
  notification_keywords_too_long: {
    ru: 'Ключевые слова — не длиннее 1000 символов.',
    en: 'Keywords may be at most 1,000 characters long.',
  },
  notification_categories_invalid: {
    ru: 'Категории — это номера категорий через запятую.',
    en: 'Categories are category numbers separated by commas.',
  },
  notification_category_unknown: {
    ru: 'Такой категории нет в каталоге: {{ids}}.',
    en: 'No such category in the catalogue: {{ids}}.',
  },
  notification_criteria_required: {
    ru: 'Укажите ключевые слова или хотя бы одну категорию.',
    en: 'Give keywords or at least one category.',
  },
  notification_price_invalid: {
    ru: 'Цена — целое число рублей не меньше нуля.',
    en: 'A price is a whole number of roubles, zero or more.',
  },
  notification_price_range_invalid: {
    ru: 'Минимальная цена не может быть больше максимальной.',
    en: 'The lowest price cannot be above the highest.',
  },
  notification_year_invalid: {
    ru: 'Год — четыре цифры, от 1000 до 2100.',
    en: 'A year is four digits, from 1000 to 2100.',
  },
  notification_year_range_invalid: {
    ru: 'Начальный год не может быть больше конечного.',
    en: 'The first year cannot be after the last.',
  },
  notification_cities_too_long: {
    ru: 'Список городов — не длиннее 1000 символов.',
    en: 'The list of cities may be at most 1,000 characters long.',
  },
  notification_frequency_invalid: {
    ru: 'Частота — от 5 минут до недели (10 080 минут).',
    en: 'The frequency is from 5 minutes to a week (10,080 minutes).',
  },
  notification_delivery_method_invalid: {
    ru: 'Способ доставки: 1 — e-mail, 4 — Telegram-бот.',
    en: 'Delivery method: 1 for e-mail, 4 for the Telegram bot.',
  },
  notification_bot_not_linked: {
    ru: 'Сначала подключите Telegram-бота на вкладке «Telegram-бот», затем выберите доставку через него.',
    en: 'Connect the Telegram bot on the "Telegram bot" tab first, then choose delivery through it.',
  },
  notification_preferences_limit: {
    ru: 'Можно создать не больше {{max}} настроек уведомлений. Удалите ненужные.',
    en: 'You can have at most {{max}} notification settings. Delete the ones you no longer need.',
  },
  notification_preference_not_found: { ru: 'Настройка уведомлений не найдена.', en: 'Notification setting not found.' },
  notification_preference_created: { ru: 'Настройка уведомлений создана.', en: 'Notification setting created.' },
  notification_preference_updated: { ru: 'Настройка уведомлений сохранена.', en: 'Notification setting saved.' },
  notification_preference_deleted: { ru: 'Настройка уведомлений удалена.', en: 'Notification setting deleted.' },
  // The bot link and the test send.
  notification_bot_disconnected: { ru: 'Telegram-бот отключён.', en: 'The Telegram bot is disconnected.' },
  notification_bot_not_connected: { ru: 'Telegram-бот не подключён.', en: 'The Telegram bot is not connected.' },
  notification_bot_unavailable: {
    ru: 'Telegram-бот сейчас не настроен на сервере. Уведомления приходят на e-mail.',
    en: 'The Telegram bot is not set up on the server right now. Notifications come by e-mail.',
  },
  notification_test_sent: {
    ru: 'Тестовое уведомление отправлено: {{recipient}}.',
    en: 'A test notification was sent: {{recipient}}.',
  },
  notification_test_failed: {
    ru: 'Не удалось отправить тестовое уведомление: {{error}}',
    en: 'The test notification could not be sent: {{error}}',
  },
  notification_test_limited: {
    ru: 'Тестовых уведомлений — не больше {{max}} в час. Повторите попытку через {{minutes}} мин.',
    en: 'At most {{max}} test notifications an hour. Try again in {{minutes}} min.',
  },
  telegram_instruction_open: {
    ru: 'Откройте бота {{bot}} в Telegram по кнопке или QR-коду.',
    en: 'Open the bot {{bot}} in Telegram with the button or the QR code.',
  },
  telegram_instruction_start: {
    ru: 'Нажмите «Запустить» (Start) — токен передастся сам.',
    en: 'Press Start: the token is passed on by itself.',
  },
  telegram_instruction_command: {
    ru: 'Или отправьте боту команду: {{command}}',
    en: 'Or send the bot the command: {{command}}',
  },
  telegram_instruction_once: {
    ru: 'Токен одноразовый и действует {{hours}} часа.',
    en: 'The token works once and is valid for {{hours}} hours.',
  },
  telegram_linked: { ru: 'Telegram аккаунт успешно привязан!', en: 'Telegram account linked successfully!' },
  telegram_link_invalid: {
    ru: 'Ссылка привязки недействительна или устарела. Отправьте боту /start ещё раз и откройте новую ссылку.',
    en: 'The link is not valid or has expired. Send /start to the bot again and open the new link.',
  },
  telegram_link_expired: {
    ru: 'Срок действия ссылки привязки истёк: она действует {{minutes}} минут. Отправьте боту /start ещё раз и откройте новую ссылку.',
    en: 'The link has expired: it is valid for {{minutes}} minutes. Send /start to the bot again and open the new link.',
  },
  telegram_link_used: {
    ru: 'Эта ссылка привязки уже использована: она одноразовая. Отправьте боту /start ещё раз, чтобы получить новую.',
    en: 'This link has already been used: it works once. Send /start to the bot again to get a new one.',
  },
  telegram_link_replace_unconfirmed: {
    ru: 'К вашему аккаунту уже привязан Telegram {{current}}. Подтвердите замену, чтобы привязать другой чат.',
    en: 'Telegram {{current}} is already linked to your account. Confirm the replacement to link another chat.',
  },
  telegram_link_declined: {
    ru: 'Привязка отменена: Telegram не привязан к вашему аккаунту.',
    en: 'Linking cancelled: no Telegram was linked to your account.',
  },
  telegram_chat_taken: {
    ru: 'Этот чат Telegram уже привязан к другой учётной записи. Сначала отправьте боту /unlink.',
    en: 'This Telegram chat is already linked to another account. Send /unlink to the bot first.',
  },
  // The unsubscribe link of an e-mail.
  notification_unsubscribe_title: { ru: 'Отписка от уведомлений', en: 'Unsubscribe from notifications' },
  notification_unsubscribe_question: {
    ru: 'Отключить уведомления по ключевым словам «{{keywords}}»? Другие настройки не изменятся.',
    en: 'Turn off the notifications for the keywords "{{keywords}}"? Other settings stay as they are.',
  },
  notification_unsubscribe_button: { ru: 'Отключить уведомления', en: 'Turn notifications off' },
  notification_unsubscribed: {
    ru: 'Готово: уведомления по ключевым словам «{{keywords}}» отключены. Включить их снова можно на странице уведомлений.',
    en: 'Done: notifications for the keywords "{{keywords}}" are turned off. You can turn them on again on the notifications page.',
  },
  notification_unsubscribe_invalid: {
    ru: 'Ссылка для отписки недействительна. Настройки можно изменить на странице уведомлений.',
    en: 'This unsubscribe link is not valid. You can change your settings on the notifications page.',
  },
  notification_unsubscribe_open_page: { ru: 'Открыть страницу уведомлений', en: 'Open the notifications page' },
  // The digest (e-mail and bot).
  // The subject names the count and the service only: a user's own text never stands in it.
  digest_subject: {
    ru: 'Раритет: новые продажи по вашей настройке уведомлений ({{count}})',
    en: 'Raritet: new sales for your notification setting ({{count}})',
  },
  digest_intro: {
    ru: 'В архив «Раритета» поступили продажи, подходящие под вашу настройку уведомлений.',
    en: 'Sales matching your notification setting have arrived in the Raritet archive.',
  },
  digest_own_keywords: {
    ru: 'Ключевые слова настройки — ваш собственный текст, как вы его ввели: «{{keywords}}»',
    en: 'The setting’s keywords — your own text, as you typed it: "{{keywords}}"',
  },
  digest_own_categories: {
    ru: 'Категории настройки: {{keywords}}',
    en: 'The setting’s categories: {{keywords}}',
  },
  digest_author: { ru: 'Автор', en: 'Author' },
  digest_year: { ru: 'Год издания', en: 'Year' },
  digest_price: { ru: 'Цена', en: 'Price' },
  digest_date: { ru: 'Дата продажи', en: 'Sale date' },
  digest_category: { ru: 'Категория', en: 'Category' },
  digest_seller: { ru: 'Продавец', en: 'Seller' },
  digest_matched: { ru: 'Совпало', en: 'Matched' },
  digest_open: { ru: 'Открыть страницу книги', en: 'Open the book page' },
  digest_more: {
    ru: 'И ещё {{count}} — все они на странице истории уведомлений.',
    en: 'And {{count}} more — all of them are on the notification history page.',
  },
  digest_subscribe: {
    ru: 'Цены, даты продажи и фотографии видны подписчикам. Оформить подписку: {{url}}',
    en: 'Prices, sale dates and photos are shown to subscribers. Subscribe: {{url}}',
  },
  digest_unsubscribe: {
    ru: 'Отключить эту настройку в один клик: {{url}}',
    en: 'Turn this setting off in one click: {{url}}',
  },
  digest_settings: { ru: 'Настройки уведомлений: {{url}}', en: 'Notification settings: {{url}}' },
  test_notification_subject: { ru: 'Раритет: тестовое уведомление', en: 'Raritet: a test notification' },
  test_notification_text: {
    ru: 'Это тестовое уведомление «Раритета». Если вы его видите, доставка работает.',
    en: 'This is a test notification from Raritet. If you can see it, delivery works.',
  },
  // The admin section.
  telegram_test_send_required: { ru: 'Введите Chat ID и сообщение', en: 'Enter a chat ID and a message' },
  telegram_test_lots_invalid: {
    ru: 'Количество лотов должно быть от 1 до 1000',
    en: 'The number of lots must be from 1 to 1000',
  },
  telegram_no_token: {
    ru: 'Токен бота не задан: укажите его в настройках (telegramBot.Token) или в TELEGRAM_BOT_TOKEN.',
    en: 'No bot token is set: give it in the settings (telegramBot.Token) or TELEGRAM_BOT_TOKEN.',
  },
  telegram_webhook_https_only: {
    ru: 'Адрес вебхука должен начинаться с https://.',
    en: 'The webhook address must start with https://.',
  },
  telegram_webhook_set: { ru: 'Вебхук установлен: {{url}}', en: 'The webhook is set: {{url}}' },
  telegram_webhook_deleted: {
    ru: 'Вебхук удалён; бот получает сообщения опросом.',
    en: 'The webhook is deleted; the bot takes messages by polling.',
  },
  telegram_test_message_sent: { ru: 'Сообщение отправлено в чат {{chatId}}.', en: 'Message sent to chat {{chatId}}.' },
  telegram_api_failed: { ru: 'Telegram ответил ошибкой: {{error}}', en: 'Telegram answered with an error: {{error}}' },
  telegram_test_notifications_done: {
    ru: 'Проверено лотов: {{books}}, настроек: {{preferences}}, создано уведомлений: {{created}}.',
    en: 'Lots checked: {{books}}, settings: {{preferences}}, notifications created: {{created}}.',
  },
  telegram_webhook_secret_invalid: {
    ru: 'Неверный секрет вебхука.',
    en: 'The webhook secret is wrong.',
  },
} as const satisfies Catalogue;
