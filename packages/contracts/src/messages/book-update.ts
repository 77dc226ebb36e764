import type { Catalogue } from './catalogue.ts';

/** The sales pull's controls. */
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
  // The pull's log (its entries are stored as these codes and shown in the reader's language).
  book_update_log_blocked: { ru: 'Площадка не пускает запросы', en: 'The platform refuses the calls' },
  book_update_log_lot_skipped: { ru: 'Лот пропущен: {{reason}}', en: 'Lot skipped: {{reason}}' },
  book_update_log_category_new: {
    ru: 'Категория {{category}}: новых лотов {{count}}',
    en: 'Category {{category}}: {{count}} new lots',
  },
  book_update_log_image_foreign: {
    ru: 'Изображение не с площадки пропущено: {{url}}',
    en: 'An image not on the platform was skipped: {{url}}',
  },
  book_update_log_image_skipped: { ru: 'Изображение пропущено', en: 'Image skipped' },
  book_update_log_lot_not_found: { ru: 'Лот не найден на площадке', en: 'The lot is not on the platform' },
  book_update_log_lot_unsold: {
    ru: 'Лот завершён без продажи — не сохраняется',
    en: 'The lot ended unsold and is not stored',
  },
  book_update_log_lot_stored: { ru: 'Сохранён: {{title}}', en: 'Stored: {{title}}' },
  book_update_log_lot_known: { ru: 'Уже в архиве', en: 'Already in the archive' },
  book_update_log_lot_given_up: {
    ru: 'Лот не удалось загрузить, он пропущен',
    en: 'The lot could not be fetched and was given up',
  },
  book_update_log_lot_failed: {
    ru: 'Ошибка загрузки лота, будет повторена',
    en: 'Fetching the lot failed; it will be tried again',
  },
  book_update_log_source_off: {
    ru: 'Источник продаж выключен (SALES_SOURCE=off)',
    en: 'The sales source is off (SALES_SOURCE=off)',
  },
  book_update_log_run_explicit: { ru: 'Запуск по команде администратора', en: "Run at an administrator's request" },
  book_update_log_run_scheduled: { ru: 'Запуск по расписанию', en: 'Scheduled run' },
  book_update_log_stopped_paused: { ru: 'Остановлено: сервис на паузе', en: 'Stopped: the service is paused' },
  book_update_log_stopped_shutdown: {
    ru: 'Остановлено: сервер завершает работу',
    en: 'Stopped: the server is shutting down',
  },
  book_update_log_run_blocked: {
    ru: 'Площадка заблокировала запросы: запуск остановлен',
    en: 'The platform blocked the calls: the run stopped',
  },
  book_update_log_run_failed: { ru: 'Запуск завершился ошибкой', en: 'The run failed' },
  book_update_log_run_ended: { ru: 'Запуск завершён ({{outcome}})', en: 'Run ended ({{outcome}})' },
  book_update_log_run_skipped: {
    ru: 'Пропущено лотов за запуск: {{count}} (причины — в записях выше)',
    en: 'Lots skipped in this run: {{count}} (the reasons are in the entries above)',
  },
  book_update_log_lot_moved: { ru: 'Лот перенесён: «{{from}}» → «{{to}}»', en: 'Lot moved: “{{from}}” → “{{to}}”' },
  book_update_log_category_check_done: { ru: 'Проверка категорий завершена', en: 'The category check is done' },
} as const satisfies Catalogue;
