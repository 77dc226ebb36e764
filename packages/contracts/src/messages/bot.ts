import type { Catalogue } from './catalogue.ts';

/**
 * The Telegram bot's replies (what /telegram-guide promises: /start with and without a token, /status,
 * /stop, /help, and /my, /settings, /price, /unlink) and its command list. The texts are Telegram HTML:
 * '<' and '&' are written as entities, and whatever a user typed is escaped before it is put in.
 */
export const botMessages = {
  bot_help: {
    ru:
      'Я присылаю уведомления о новых продажах в архиве «Раритета», подходящих под ваши ключевые слова.\n\n' +
      '/start — привязать Telegram к учётной записи или возобновить уведомления\n' +
      '/status — к какой учётной записи привязан чат и сколько уведомлений активно\n' +
      '/stop — приостановить уведомления в Telegram\n' +
      '/my — ваши настройки уведомлений\n' +
      '/settings — страница настроек на сайте\n' +
      '/price &lt;запрос&gt; — цены проданных экземпляров (для подписчиков)\n' +
      '/unlink — отвязать Telegram от учётной записи\n' +
      '/help — эта справка\n\n' +
      'Поиск по архиву и подписка — на сайте: {{url}}',
    en:
      'I send notifications about new sales in the Raritet archive that match your keywords.\n\n' +
      '/start — link Telegram to your account, or resume notifications\n' +
      '/status — which account this chat is linked to and how many notifications are on\n' +
      '/stop — pause notifications in Telegram\n' +
      '/my — your notification settings\n' +
      '/settings — the settings page on the site\n' +
      '/price &lt;query&gt; — prices of sold copies (for subscribers)\n' +
      '/unlink — unlink Telegram from your account\n' +
      '/help — this help\n\n' +
      'Searching the archive and subscribing are done on the site: {{url}}',
  },
  bot_unknown: {
    ru: 'Я отвечаю только на команды: /status, /stop, /my, /price &lt;запрос&gt;. Полный список — /help.',
    en: 'I only answer commands: /status, /stop, /my, /price &lt;query&gt;. The full list: /help.',
  },
  bot_private_only: {
    ru: 'Я работаю только в личном чате: напишите мне напрямую.',
    en: 'I only work in a private chat: write to me directly.',
  },
  bot_error: {
    ru: 'Что-то пошло не так. Попробуйте ещё раз чуть позже.',
    en: 'Something went wrong. Please try again a little later.',
  },
  // Linking (/start with and without a token).
  bot_linked: {
    ru: 'Готово: Telegram привязан к учётной записи <b>{{email}}</b>. Уведомления с доставкой в Telegram будут приходить в этот чат. Настройки: {{url}}',
    en: 'Done: Telegram is linked to the account <b>{{email}}</b>. Notifications delivered by Telegram will come to this chat. Settings: {{url}}',
  },
  bot_token_unknown: {
    ru: 'Такой токен привязки не найден. Получите новый на странице уведомлений (вкладка «Telegram-бот», кнопка «Подключить») и отправьте его целиком: /start &lt;токен&gt;. Страница: {{url}}',
    en: 'No such link token. Get a new one on the notifications page ("Telegram bot" tab, "Connect" button) and send it whole: /start &lt;token&gt;. Page: {{url}}',
  },
  bot_token_expired: {
    ru: 'Срок действия этого токена истёк. Получите новый на странице уведомлений (вкладка «Telegram-бот», кнопка «Подключить»): {{url}}',
    en: 'This token has expired. Get a new one on the notifications page ("Telegram bot" tab, "Connect" button): {{url}}',
  },
  bot_token_used: {
    ru: 'Этот токен уже использован: он одноразовый. Получите новый на странице уведомлений: {{url}}',
    en: 'This token has already been used: it works once. Get a new one on the notifications page: {{url}}',
  },
  bot_chat_taken: {
    ru: 'Этот чат Telegram уже привязан к другой учётной записи. Сначала отправьте /unlink, затем привяжите чат заново.',
    en: 'This Telegram chat is already linked to another account. Send /unlink first, then link the chat again.',
  },
  bot_link_offer: {
    ru:
      'Чтобы привязать Telegram к учётной записи «Раритета», откройте эту ссылку в браузере, где вы вошли на сайт, и подтвердите привязку (ссылка одноразовая и действует {{minutes}} минут):\n{{url}}\n\n' +
      'Или получите токен на странице уведомлений и отправьте его мне: /start &lt;токен&gt;.',
    en:
      'To link Telegram to your Raritet account, open this link in the browser where you are logged in to the site and confirm the linking (the link works once and is valid for {{minutes}} minutes):\n{{url}}\n\n' +
      'Or get a token on the notifications page and send it to me: /start &lt;token&gt;.',
  },
  bot_chat_replaced: {
    ru: 'Этот чат отвязан от учётной записи <b>{{email}}</b>: к ней привязан другой чат Telegram. Сюда больше ничего не придёт. Если это сделали не вы, войдите на сайт и смените пароль: {{url}}',
    en: 'This chat is unlinked from the account <b>{{email}}</b>: another Telegram chat has been linked to it. Nothing more will come here. If it was not you, log in to the site and change your password: {{url}}',
  },
  bot_resumed: {
    ru: 'Уведомления в Telegram снова включены. Учётная запись: <b>{{email}}</b>.',
    en: 'Notifications in Telegram are on again. Account: <b>{{email}}</b>.',
  },
  bot_already_linked: {
    ru: 'Telegram привязан к учётной записи <b>{{email}}</b>, уведомления включены. Команды — /help.',
    en: 'Telegram is linked to the account <b>{{email}}</b> and notifications are on. Commands: /help.',
  },
  bot_not_linked: {
    ru: 'Этот чат не привязан к учётной записи «Раритета». Отправьте /start, чтобы получить ссылку для привязки.',
    en: 'This chat is not linked to a Raritet account. Send /start to get a link for linking it.',
  },
  // /status, /stop, /unlink, /settings.
  bot_status: {
    ru: 'Учётная запись: <b>{{email}}</b>\nАктивных настроек уведомлений: {{count}}\nУведомления в Telegram: {{state}}\nПодписка: {{subscription}}',
    en: 'Account: <b>{{email}}</b>\nNotification settings on: {{count}}\nNotifications in Telegram: {{state}}\nSubscription: {{subscription}}',
  },
  bot_status_on: { ru: 'включены', en: 'on' },
  bot_status_paused: { ru: 'приостановлены (/start — возобновить)', en: 'paused (/start resumes them)' },
  bot_subscription_active: { ru: 'активна', en: 'active' },
  bot_subscription_none: { ru: 'нет', en: 'none' },
  bot_stopped: {
    ru: 'Уведомления в Telegram приостановлены. Привязка и настройки сохранены; чтобы возобновить, отправьте /start.',
    en: 'Notifications in Telegram are paused. The link and your settings are kept; send /start to resume.',
  },
  bot_unlinked: {
    ru: 'Telegram отвязан от учётной записи. Сюда больше ничего не придёт; настройки с доставкой в Telegram не отправляются, пока бот не подключён снова.',
    en: 'Telegram is unlinked from the account. Nothing more will come here; settings delivered by Telegram are not sent until the bot is connected again.',
  },
  bot_settings: {
    ru: 'Настройки уведомлений — на сайте: {{url}}',
    en: 'Notification settings are on the site: {{url}}',
  },
  // /my.
  bot_my_title: { ru: 'Ваши настройки уведомлений ({{count}}):', en: 'Your notification settings ({{count}}):' },
  bot_my_empty: {
    ru: 'У вас пока нет настроек уведомлений. Создайте их на сайте: {{url}}',
    en: 'You have no notification settings yet. Create them on the site: {{url}}',
  },
  bot_my_item: {
    ru: '{{number}}. <b>{{keywords}}</b>\n{{details}}',
    en: '{{number}}. <b>{{keywords}}</b>\n{{details}}',
  },
  bot_my_enabled: { ru: 'включена', en: 'on' },
  bot_my_disabled: { ru: 'выключена', en: 'off' },
  bot_my_categories_only: { ru: 'только категории ({{count}})', en: 'categories only ({{count}})' },
  bot_my_frequency_minutes: { ru: 'раз в {{count}} мин', en: 'every {{count}} min' },
  bot_my_frequency_hours: { ru: 'раз в {{count}} ч', en: 'every {{count}} h' },
  bot_my_frequency_days: { ru: 'раз в {{count}} дн.', en: 'every {{count}} d' },
  bot_my_method_email: { ru: 'на e-mail', en: 'by e-mail' },
  bot_my_method_bot: { ru: 'в Telegram', en: 'in Telegram' },
  bot_my_footer: { ru: 'Изменить: {{url}}', en: 'Change them: {{url}}' },
  // /price.
  bot_price_usage: {
    ru: 'Напишите запрос после команды, например: /price Евгений Онегин 1833',
    en: 'Write a query after the command, for example: /price Eugene Onegin 1833',
  },
  bot_price_no_subscription: {
    ru: 'Цены проданных экземпляров видны подписчикам. Оформить подписку: {{url}}',
    en: 'Prices of sold copies are shown to subscribers. Subscribe: {{url}}',
  },
  bot_price_limit: {
    ru: 'Поисковые запросы вашего тарифа на этот месяц закончились. Тарифы: {{url}}',
    en: "Your plan's search requests for this month are used up. Plans: {{url}}",
  },
  bot_price_none: {
    ru: 'По запросу «{{query}}» продаж в архиве не найдено.',
    en: 'No sales found in the archive for "{{query}}".',
  },
  bot_price_result: {
    ru: 'По запросу «{{query}}» продаж: {{count}}\nМедиана: <b>{{median}}</b>\nОт {{min}} до {{max}}\nВсе продажи: {{url}}',
    en: 'Sales for "{{query}}": {{count}}\nMedian: <b>{{median}}</b>\nFrom {{min}} to {{max}}\nAll the sales: {{url}}',
  },
  // The command list Telegram shows (setMyCommands).
  bot_command_start: {
    ru: 'Привязать Telegram или возобновить уведомления',
    en: 'Link Telegram or resume notifications',
  },
  bot_command_status: { ru: 'Учётная запись и активные уведомления', en: 'Account and notifications on' },
  bot_command_stop: { ru: 'Приостановить уведомления', en: 'Pause notifications' },
  bot_command_my: { ru: 'Мои настройки уведомлений', en: 'My notification settings' },
  bot_command_settings: { ru: 'Страница настроек на сайте', en: 'The settings page on the site' },
  bot_command_price: {
    ru: 'Цены проданных экземпляров (для подписчиков)',
    en: 'Prices of sold copies (for subscribers)',
  },
  bot_command_unlink: { ru: 'Отвязать Telegram от учётной записи', en: 'Unlink Telegram from the account' },
  bot_command_help: { ru: 'Что умеет бот', en: 'What the bot does' },
} as const satisfies Catalogue;
