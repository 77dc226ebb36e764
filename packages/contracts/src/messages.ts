/**
 * Every message the server can send back, keyed by its stable error code, in both languages.
 * The server picks the language from Accept-Language; the web app loads the same catalogue into
 * i18next (namespace `errors`), so a code always reads the same on both sides.
 */
export const messages = {
  // generic
  internal: {
    ru: 'Внутренняя ошибка сервера. Попробуйте позже.',
    en: 'Internal server error. Please try again later.',
  },
  not_found: { ru: 'Запрошенный ресурс не найден.', en: 'The requested resource was not found.' },
  route_not_found: { ru: 'Такого адреса API нет.', en: 'There is no such API address.' },
  bad_json: { ru: 'Тело запроса не является корректным JSON.', en: 'The request body is not valid JSON.' },
  body_too_large: { ru: 'Тело запроса слишком большое.', en: 'The request body is too large.' },
  unsupported_media_type: { ru: 'Неподдерживаемый тип содержимого запроса.', en: 'Unsupported request content type.' },
  bad_request: { ru: 'Некорректный запрос.', en: 'Bad request.' },
  bad_url: {
    ru: 'Адрес запроса содержит неверно закодированные символы.',
    en: 'The request address holds badly encoded characters.',
  },
  url_part_too_long: { ru: 'Часть адреса запроса слишком длинная.', en: 'A part of the request address is too long.' },
  conflict: { ru: 'Такая запись уже существует.', en: 'Such a record already exists.' },
  validation_failed: { ru: 'Некорректные данные запроса: {{details}}', en: 'Invalid request data: {{details}}' },
  rate_limited: {
    ru: 'Слишком много запросов. Повторите попытку через {{seconds}} с.',
    en: 'Too many requests. Try again in {{seconds}} s.',
  },
  unauthorized: { ru: 'Требуется вход в систему.', en: 'You need to log in.' },
  session_expired: { ru: 'Сессия истекла. Войдите снова.', en: 'Your session has expired. Please log in again.' },
  forbidden: { ru: 'Недостаточно прав.', en: 'You do not have permission to do this.' },
  text_invalid_character: {
    ru: 'Запрос содержит недопустимый символ (нулевой символ или непарный суррогат) в поле {{field}}.',
    en: 'The request holds a character that cannot be stored (a NUL or an unpaired surrogate) in {{field}}.',
  },
  headers_too_large: {
    ru: 'Заголовки запроса слишком большие.',
    en: 'The request headers are too large.',
  },
  request_timeout: {
    ru: 'Запрос не был получен целиком вовремя.',
    en: 'The request did not arrive in full in time.',
  },
  metrics_token_required: {
    ru: 'Для метрик нужен токен METRICS_TOKEN в заголовке Authorization: Bearer.',
    en: 'Metrics need the METRICS_TOKEN as Authorization: Bearer.',
  },
  metrics_forbidden: {
    ru: 'Метрики доступны только с этого же компьютера (или с токеном METRICS_TOKEN).',
    en: 'Metrics are only served to this machine (or with the METRICS_TOKEN).',
  },
  admin_required: {
    ru: 'Для доступа к этому разделу требуются права администратора.',
    en: 'Administrator rights are required for this section.',
  },

  // auth: login
  login_fields_required: { ru: 'Пожалуйста, заполните все поля.', en: 'Please fill in all fields.' },
  invalid_credentials: {
    ru: 'Неверные учетные данные. Пожалуйста, проверьте email и пароль.',
    en: 'Invalid credentials. Please check your e-mail and password.',
  },

  // auth: registration, in the order the rules are checked
  email_required: { ru: 'Введите email адрес.', en: 'Enter your e-mail address.' },
  email_invalid: { ru: 'Введите корректный email адрес.', en: 'Enter a valid e-mail address.' },
  password_required: { ru: 'Введите пароль.', en: 'Enter a password.' },
  password_too_short: {
    ru: 'Пароль должен содержать не менее 6 символов.',
    en: 'The password must be at least 6 characters long.',
  },
  passwords_mismatch: { ru: 'Пароли не совпадают.', en: 'The passwords do not match.' },
  captcha_required: { ru: 'Введите код с картинки.', en: 'Enter the code from the picture.' },
  password_too_long: {
    ru: 'Пароль должен содержать не более 128 символов.',
    en: 'The password must be at most 128 characters long.',
  },
  email_too_long: { ru: 'Email адрес слишком длинный.', en: 'The e-mail address is too long.' },
  captcha_invalid: {
    ru: 'Неверный код с картинки или срок его действия истёк. Введите новый код.',
    en: 'The code from the picture is wrong or has expired. Enter the new code.',
  },
  password_current_required: { ru: 'Введите текущий пароль.', en: 'Enter your current password.' },
  password_new_required: { ru: 'Введите новый пароль.', en: 'Enter a new password.' },
  password_current_wrong: {
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is wrong.',
  },
  password_unchanged: {
    ru: 'Новый пароль совпадает с текущим.',
    en: 'The new password is the same as the current one.',
  },
  login_account_locked: {
    ru: 'Слишком много неудачных попыток входа в эту учётную запись. Повторите попытку через {{minutes}} мин.',
    en: 'Too many failed login attempts for this account. Try again in {{minutes}} min.',
  },
  password_change_locked: {
    ru: 'Слишком много попыток с неверным текущим паролем. Повторите попытку через {{minutes}} мин.',
    en: 'Too many attempts with a wrong current password. Try again in {{minutes}} min.',
  },
  email_taken: {
    ru: 'Пользователь с таким email уже зарегистрирован.',
    en: 'A user with this e-mail is already registered.',
  },

  // first-run setup
  setup_done: {
    ru: 'Система уже инициализирована: администратор существует.',
    en: 'The system is already initialised: an administrator exists.',
  },
  setup_token_invalid: {
    ru: 'Ссылка первоначальной настройки недействительна. Используйте ссылку, напечатанную сервером при запуске.',
    en: 'The setup link is not valid. Use the link the server printed when it started.',
  },
  setup_connection_failed: {
    ru: 'Не удалось подключиться к базе данных: {{reason}}',
    en: 'Could not connect to the database: {{reason}}',
  },
  setup_completed: {
    ru: 'Администратор {{email}} создан. Войдите под этой учётной записью.',
    en: 'Administrator {{email}} has been created. Log in with this account.',
  },
  setup_completed_with_database: {
    ru: 'База данных подключена и подготовлена, администратор {{email}} создан в ней. Настройка сохранена: перезапустите сервер, чтобы он начал работать с новой базой данных.',
    en: 'The database is connected and prepared, and administrator {{email}} has been created in it. The setting is saved: restart the server to start using the new database.',
  },

  // billing: plans (admin area §5)
  plan_name_required: { ru: 'Название плана обязательно для заполнения', en: 'The plan name is required' },
  plan_name_too_long: {
    ru: 'Название плана должно быть не длиннее 100 символов',
    en: 'The plan name must be at most 100 characters',
  },
  plan_price_invalid: {
    ru: 'Укажите корректную цену (число больше или равно 0)',
    en: 'Enter a valid price (a number greater than or equal to 0)',
  },
  plan_limit_invalid: {
    ru: 'Укажите корректный лимит запросов (целое число больше 0)',
    en: 'Enter a valid request limit (a whole number greater than 0)',
  },
  plan_not_found: { ru: 'План подписки не найден.', en: 'Subscription plan not found.' },
  plan_deleted: { ru: 'План «{{name}}» удалён.', en: 'Plan "{{name}}" has been deleted.' },
  plan_deactivated: {
    ru: 'План «{{name}}» используется подписками, поэтому он не удалён, а деактивирован.',
    en: 'Plan "{{name}}" is used by subscriptions, so it has been deactivated instead of deleted.',
  },
  plan_inactive: { ru: 'Этот план подписки сейчас недоступен.', en: 'This subscription plan is not available now.' },

  // billing: subscriptions and payments
  payment_provider_unavailable: {
    ru: 'Не удалось связаться с платёжной системой. Попробуйте позже.',
    en: 'Could not reach the payment provider. Please try again later.',
  },
  payment_not_found: { ru: 'Платёж не найден.', en: 'Payment not found.' },
  payment_not_pending: {
    ru: 'Этот платёж уже завершён.',
    en: 'This payment has already been completed.',
  },
  no_active_subscription: { ru: 'У вас нет активной подписки.', en: 'You have no active subscription.' },
  subscription_cancelled: {
    ru: 'Подписка успешно отменена',
    en: 'The subscription has been cancelled',
  },
  user_not_found: { ru: 'Пользователь не найден.', en: 'User not found.' },
  search_limit_reached: {
    ru: 'Лимит поисковых запросов по вашему плану на этот месяц исчерпан ({{limit}}). Он обновится {{resetDate}}; больше запросов даёт план с более высоким лимитом.',
    en: 'You have used all {{limit}} search requests of your plan this month. The limit renews on {{resetDate}}; a plan with a higher limit gives more requests.',
  },

  // archive: searches, books, images, feedback
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
  category_id_invalid: { ru: 'Некорректный идентификатор категории.', en: 'Invalid category id.' },
  book_id_invalid: { ru: 'Некорректный идентификатор книги.', en: 'Invalid book id.' },
  book_not_found: { ru: 'Книга не найдена.', en: 'Book not found.' },
  image_not_found: { ru: 'Изображение не найдено.', en: 'Image not found.' },
  // member area: favourites and profiles
  user_id_invalid: { ru: 'Некорректный идентификатор пользователя.', en: 'Invalid user id.' },
  profile_forbidden: {
    ru: 'У вас нет доступа к этой информации. Вы можете просматривать только свой профиль.',
    en: 'You do not have access to this information. You can only view your own profile.',
  },
  history_page_size_invalid: {
    ru: 'Размер страницы истории может быть 5, 10 или 25.',
    en: 'The history page size must be 5, 10 or 25.',
  },
  image_size_invalid: {
    ru: 'Размер миниатюры может быть 160, 320 или 640.',
    en: 'The thumbnail size must be 160, 320 or 640.',
  },
  images_subscribers_only: {
    ru: 'Изображения доступны только подписчикам.',
    en: 'Images are available to subscribers only.',
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
} as const satisfies Record<string, { ru: string; en: string }>;

export type MessageCode = keyof typeof messages;
export type Language = 'ru' | 'en';
export const languages: readonly Language[] = ['ru', 'en'];

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

/** Fills `{{name}}` placeholders the way i18next does, so server and web render the same text. */
export function formatMessage(code: MessageCode, lang: Language, params: Record<string, string | number> = {}): string {
  return messages[code][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
