import type { Catalogue } from './catalogue.ts';

/** The sales pull's controls (admin area §2 Book updating, §8 Book-update failures). */
export const bookUpdateMessages = {
  book_update_paused: {
    ru: 'Сервис обновления книг поставлен на паузу. Текущий запуск остановится после текущего лота.',
    en: 'The book-update service is paused. A running pull stops after the current lot.',
  },
  book_update_resumed: {
    ru: 'Сервис обновления книг возобновлён: запуски снова идут по расписанию.',
    en: 'The book-update service is resumed: pulls run on schedule again.',
  },
  book_update_run_started: {
    ru: 'Запуск начат: новые продажи загружаются с площадки.',
    en: 'A pull has started: new sales are being fetched from the platform.',
  },
  book_update_run_started_paused: {
    ru: 'Запуск начат и пройдёт до конца; сервис остаётся на паузе.',
    en: 'A pull has started and will run to its end; the service stays paused.',
  },
  book_update_running: {
    ru: 'Загрузка уже идёт. Дождитесь её окончания.',
    en: 'A pull is already running. Wait for it to end.',
  },
  book_update_source_off: {
    ru: 'Источник продаж выключен (SALES_SOURCE=off): загружать нечего.',
    en: 'The sales source is off (SALES_SOURCE=off): there is nothing to pull.',
  },
  book_update_category_check_started: {
    ru: 'Проверка категорий начата: сохранённые лоты сверяются с площадкой, от новых к старым.',
    en: 'The category check has started: stored lots are compared with the platform, newest first.',
  },
  book_update_category_check_running: {
    ru: 'Проверка категорий уже идёт.',
    en: 'The category check is already running.',
  },
} as const satisfies Catalogue;
