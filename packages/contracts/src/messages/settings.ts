import type { Catalogue } from './catalogue.ts';

/** The admin settings of the whole service. */
export const settingsMessages = {
  settings_text_invalid: { ru: 'Поле должно быть текстом.', en: 'The field must be text.' },
  settings_text_too_long: { ru: 'Слишком длинное значение.', en: 'The value is too long.' },
  settings_url_invalid: {
    ru: 'Укажите адрес, начинающийся с http:// или https://.',
    en: 'Enter an address starting with http:// or https://.',
  },
  settings_url_trailing_slash: {
    ru: 'Укажите адрес без косой черты в конце.',
    en: 'Enter the address without a trailing slash.',
  },
  settings_port_invalid: { ru: 'Порт — целое число от 1 до 65535.', en: 'The port is a whole number from 1 to 65535.' },
  settings_host_invalid: {
    ru: 'Укажите имя сервера без протокола и пути, например smtp.yandex.ru.',
    en: 'Enter the server name without a scheme or path, e.g. smtp.yandex.ru.',
  },
  settings_from_invalid: {
    ru: 'Укажите адрес отправителя: name@example.ru или «Имя <name@example.ru>».',
    en: 'Enter the sender address: name@example.ru or "Name <name@example.ru>".',
  },
  settings_smtp_security_invalid: {
    ru: 'Режим шифрования: starttls, tls или none.',
    en: 'Encryption mode: starttls, tls or none.',
  },
  settings_bucket_invalid: {
    ru: 'Имя бакета: от 3 до 63 строчных латинских букв, цифр, точек и дефисов.',
    en: 'Bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.',
  },
  settings_use_local_files_invalid: {
    ru: 'Значение должно быть true или false.',
    en: 'The value must be true or false.',
  },
  settings_cache_number_invalid: {
    ru: 'Укажите целое число не меньше 0.',
    en: 'Enter a whole number of 0 or more.',
  },
  settings_interval_invalid: {
    ru: 'Интервал — целое число минут от 5 до 1440.',
    en: 'The interval is a whole number of minutes from 5 to 1440.',
  },
  settings_read_limit_invalid: {
    ru: 'Лимит — целое число от 1 до 1000000.',
    en: 'The limit is a whole number from 1 to 1000000.',
  },
  settings_category_ids_invalid: {
    ru: 'Укажите номера категорий через запятую, например 13870,13871.',
    en: 'Enter category numbers separated by commas, e.g. 13870,13871.',
  },
  settings_path_absolute: {
    ru: '{{field}}: укажите папку относительно каталога данных сервиса, без «/» в начале, например image_cache.',
    en: '{{field}}: enter a folder relative to the service data folder, without a leading "/", e.g. image_cache.',
  },
  settings_path_invalid: {
    ru: '{{field}}: папка — относительный путь из букв, цифр, пробелов, «_», «-» и «.», части через «/», без «..».',
    en: '{{field}}: a folder is a relative path of letters, digits, spaces, "_", "-" and ".", parts joined by "/", no "..".',
  },
  settings_secret_required: {
    ru: '{{field}}: адрес, порт, пользователь или магазин изменились — введите секрет заново. Сохранённый секрет на новый адрес не отправляется.',
    en: '{{field}}: the address, port, user or shop changed, so enter the secret again. The stored secret is never sent to a new destination.',
  },
  settings_field_invalid: { ru: 'Некорректное значение поля {{field}}.', en: 'Invalid value of {{field}}.' },
  settings_check_group_unknown: {
    ru: 'Проверка есть только для групп smtp, yandexKassa, yandexCloud и telegramBot.',
    en: 'Checks exist only for the smtp, yandexKassa, yandexCloud and telegramBot groups.',
  },
  settings_audit_limit_invalid: {
    ru: 'Количество записей — целое число от 1 до 100.',
    en: 'The number of entries is a whole number from 1 to 100.',
  },
  settings_check_incomplete: {
    ru: 'Для проверки заполните: {{fields}}.',
    en: 'To check, fill in: {{fields}}.',
  },
  settings_check_address_forbidden: {
    ru: 'Адрес {{host}} недоступен: служебные адреса (169.254.0.0/16, fe80::/10, fd00::/8, адреса метаданных облака) не проверяются и не используются.',
    en: 'The address {{host}} is not allowed: service addresses (169.254.0.0/16, fe80::/10, fd00::/8, cloud metadata) are never checked or used.',
  },
  settings_check_refused: {
    ru: 'Не удалось подключиться к {{host}}: соединение отклонено, или сервер говорит не на том протоколе.',
    en: 'Could not connect to {{host}}: the connection was refused, or the server speaks another protocol.',
  },
  settings_check_host_not_found: {
    ru: 'Имя {{host}} не найдено (DNS).',
    en: 'The name {{host}} was not found (DNS).',
  },
  settings_check_timed_out: {
    ru: '{{host}} не ответил за {{seconds}} с.',
    en: '{{host}} did not answer within {{seconds}} s.',
  },
  settings_check_smtp_ok: {
    ru: 'SMTP-сервер {{host}}:{{port}} принял подключение и вход.',
    en: 'The SMTP server {{host}}:{{port}} accepted the connection and the login.',
  },
  settings_check_smtp_failed: {
    ru: 'SMTP-сервер не принял подключение: {{reason}}',
    en: 'The SMTP server refused: {{reason}}',
  },
  settings_check_yookassa_ok: {
    ru: 'ЮKassa ответила: магазин {{shopId}} доступен (тестовый режим: {{test}}).',
    en: 'YooKassa answered: shop {{shopId}} is reachable (test mode: {{test}}).',
  },
  settings_check_yookassa_failed: {
    ru: 'ЮKassa не приняла данные магазина: {{reason}}',
    en: 'YooKassa refused the shop credentials: {{reason}}',
  },
  settings_check_s3_ok: {
    ru: 'Бакет {{bucket}} доступен: пробный файл записан и удалён.',
    en: 'Bucket {{bucket}} is reachable: a probe file was written and deleted.',
  },
  settings_check_s3_failed: {
    ru: 'Хранилище ответило отказом: {{reason}}',
    en: 'The store refused: {{reason}}',
  },
  settings_check_telegram_ok: {
    ru: 'Бот @{{username}} ({{name}}) отвечает.',
    en: 'Bot @{{username}} ({{name}}) answers.',
  },
  settings_check_telegram_failed: {
    ru: 'Telegram не принял токен бота: {{reason}}',
    en: 'Telegram refused the bot token: {{reason}}',
  },
} as const satisfies Catalogue;
