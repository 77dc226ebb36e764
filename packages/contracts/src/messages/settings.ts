import type { Catalogue } from './catalogue.ts';

/** The admin settings of the whole service (admin area §3, §5, §8 Settings). */
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
  settings_category_ids_invalid: {
    ru: 'Укажите номера категорий через запятую, например 13870,13871.',
    en: 'Enter category numbers separated by commas, e.g. 13870,13871.',
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
    ru: 'Хранилище недоступно: {{reason}}',
    en: 'The store is not reachable: {{reason}}',
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
