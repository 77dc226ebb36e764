import type { Catalogue } from './catalogue.ts';

/** Messages every part of the API may send: malformed requests, limits, sessions in general. */
export const commonMessages = {
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
} as const satisfies Catalogue;
