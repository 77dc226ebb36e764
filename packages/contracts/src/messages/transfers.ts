import type { Catalogue } from './catalogue.ts';

/** Transfers: export packages and their uploads, imports. */
export const transferMessages = {
  transfer_zip_invalid: {
    ru: 'Файл повреждён или не является ZIP-архивом.',
    en: 'The file is damaged or is not a ZIP archive.',
  },
  transfer_manifest_missing: {
    ru: 'В архиве нет файла manifest.json: это не экспорт Раритета.',
    en: 'The archive has no manifest.json: it is not a Raritet export.',
  },
  transfer_manifest_invalid: {
    ru: 'Файл manifest.json повреждён или не соответствует формату экспорта.',
    en: 'manifest.json is damaged or does not match the export format.',
  },
  transfer_kind_mismatch: {
    ru: 'Это экспорт другого вида ({{actual}}), а здесь нужен экспорт «{{expected}}».',
    en: 'This is a different kind of export ({{actual}}); this section needs “{{expected}}”.',
  },
  transfer_version_unsupported: {
    ru: 'Версия формата экспорта {{version}} не поддерживается (поддерживаются: {{supported}}).',
    en: 'Export format version {{version}} is not supported (supported: {{supported}}).',
  },
  transfer_entry_missing: {
    ru: 'В архиве нет файла {{path}}, указанного в manifest.json.',
    en: 'The archive lacks {{path}}, which manifest.json lists.',
  },
  transfer_entry_unlisted: {
    ru: 'В архиве есть лишний файл {{path}}, не указанный в manifest.json.',
    en: 'The archive holds {{path}}, which manifest.json does not list.',
  },
  transfer_entry_duplicate: {
    ru: 'Файл {{path}} встречается в архиве дважды.',
    en: '{{path}} appears twice in the archive.',
  },
  transfer_entry_unsafe_path: {
    ru: 'Недопустимое имя файла в архиве: {{path}}.',
    en: 'Unsafe file name in the archive: {{path}}.',
  },
  transfer_entry_unsupported: {
    ru: 'Файл {{path}} в архиве зашифрован или сжат неподдерживаемым способом.',
    en: '{{path}} in the archive is encrypted or compressed in an unsupported way.',
  },
  transfer_entry_size_mismatch: {
    ru: 'Размер файла {{path}} не совпадает с указанным в manifest.json.',
    en: 'The size of {{path}} does not match manifest.json.',
  },
  transfer_entry_hash_mismatch: {
    ru: 'Контрольная сумма файла {{path}} не совпадает: файл повреждён.',
    en: 'The checksum of {{path}} does not match: the file is damaged.',
  },
  transfer_too_many_entries: {
    ru: 'В архиве слишком много файлов (больше {{max}}).',
    en: 'The archive holds too many files (more than {{max}}).',
  },
  transfer_too_large_unpacked: {
    ru: 'Распакованные данные слишком велики (больше {{max}} байт).',
    en: 'The unpacked data are too large (more than {{max}} bytes).',
  },
  transfer_compression_ratio: {
    ru: 'Архив распаковывается больше чем в {{ratio}} раз против своего размера — такой файл не принимается.',
    en: 'The archive unpacks to more than {{ratio}} times its own size; such a file is refused.',
  },
  transfer_record_malformed: {
    ru: 'Файл {{path}}, строка {{line}}: запись не читается.',
    en: '{{path}}, line {{line}}: the record cannot be read.',
  },
  transfer_record_too_long: {
    ru: 'Файл {{path}}, строка {{line}}: запись слишком длинная.',
    en: '{{path}}, line {{line}}: the record is too long.',
  },
  transfer_archive_file_not_zip: {
    ru: 'Выберите ZIP файл с экспортом данных',
    en: 'Choose a ZIP file with a data export',
  },
  transfer_users_file_not_zip: {
    ru: 'Выберите ZIP файл с экспортированными данными пользователей',
    en: 'Choose a ZIP file with exported user data',
  },
  transfer_plans_file_not_zip: {
    ru: 'Выберите ZIP файл с экспортом планов подписок',
    en: 'Choose a ZIP file with a subscription plan export',
  },
  transfer_file_size_invalid: {
    ru: 'Неверный формат файла или превышен лимит размера',
    en: 'Invalid file format or size limit exceeded',
  },
  transfer_upload_not_found: {
    ru: 'Загрузка не найдена: она отменена или истекла. Начните заново.',
    en: 'Upload not found: it was cancelled or has expired. Start again.',
  },
  transfer_upload_finished: {
    ru: 'Загрузка уже завершена.',
    en: 'The upload has already been finished.',
  },
  transfer_chunk_empty: {
    ru: 'Пустая часть файла.',
    en: 'The chunk is empty.',
  },
  transfer_chunk_too_large: {
    ru: 'Часть файла слишком велика (больше {{max}} байт).',
    en: 'The chunk is too large (more than {{max}} bytes).',
  },
  transfer_chunk_conflict: {
    ru: 'Часть с позиции {{offset}} уже получена с другим содержимым.',
    en: 'A chunk at offset {{offset}} was already received with different bytes.',
  },
  transfer_chunk_gap: {
    ru: 'Часть начинается с позиции {{offset}}, а получено только {{received}} байт.',
    en: 'The chunk starts at offset {{offset}}, but only {{received}} bytes have been received.',
  },
  transfer_chunk_overflow: {
    ru: 'Часть выходит за объявленный размер файла ({{size}} байт): получено {{received}} байт, эта часть не принята.',
    en: 'The chunk goes past the declared file size ({{size}} bytes): {{received}} bytes received, this chunk was not taken.',
  },
  transfer_upload_incomplete: {
    ru: 'Получено {{received}} байт из {{size}}: файл загружен не полностью.',
    en: '{{received}} of {{size}} bytes received: the file is incomplete.',
  },
  transfer_plan_export_running: {
    ru: 'Экспорт планов подписок уже выполняется. Дождитесь его завершения или отмените его.',
    en: 'A subscription plan export is already running. Wait for it to finish or cancel it.',
  },
  transfer_plan_export_failed: {
    ru: 'Произошла ошибка при экспорте планов подписок',
    en: 'An error occurred while exporting the subscription plans',
  },
  transfer_export_cancelled: {
    ru: 'Экспорт отменён.',
    en: 'The export was cancelled.',
  },
  transfer_export_not_found: {
    ru: 'Задача экспорта не найдена.',
    en: 'Export task not found.',
  },
  transfer_plan_export_not_ready: {
    ru: 'Экспорт планов еще не завершен или завершился с ошибкой.',
    en: 'The plan export has not finished yet or ended with an error.',
  },
  transfer_plan_export_file_missing: {
    ru: 'Файл экспорта планов не найден или был удален.',
    en: 'The plan export file was not found or has been deleted.',
  },
  transfer_task_already_ended: {
    ru: 'Задача уже завершена: отменять нечего.',
    en: 'The task has already ended: there is nothing to cancel.',
  },
  transfer_import_not_found: {
    ru: 'Импорт не найден: он отменён, истёк или не начинался.',
    en: 'Import not found: it was cancelled, has expired or never started.',
  },
  transfer_plan_import_cancelled: {
    ru: 'Импорт планов подписок отменён',
    en: 'Subscription plan import cancelled',
  },
  transfer_import_uploading: {
    ru: 'Загрузка файла: {{received}} из {{size}} байт.',
    en: 'Uploading the file: {{received}} of {{size}} bytes.',
  },
  transfer_import_uploading_unsized: {
    ru: 'Загрузка файла: получено {{received}} байт.',
    en: 'Uploading the file: {{received}} bytes received.',
  },
  transfer_import_queued: {
    ru: 'Файл загружен, импорт ожидает очереди.',
    en: 'The file is uploaded; the import is waiting in the queue.',
  },
  transfer_import_verifying: {
    ru: 'Проверка файла…',
    en: 'Checking the file…',
  },
  transfer_import_writing: {
    ru: 'Запись данных…',
    en: 'Writing the data…',
  },
  transfer_plan_import_done: {
    ru: 'Импорт завершён: добавлено планов — {{created}}, обновлено — {{updated}}, без изменений — {{unchanged}}.',
    en: 'Import finished: {{created}} plans added, {{updated}} updated, {{unchanged}} unchanged.',
  },
  transfer_import_failed: {
    ru: 'Импорт не выполнен, база данных не изменена: {{reason}}',
    en: 'The import failed and the database was not changed: {{reason}}',
  },
  transfer_import_internal_error: {
    ru: 'внутренняя ошибка сервера.',
    en: 'internal server error.',
  },
  transfer_record_invalid: {
    ru: 'Файл {{path}}, строка {{line}}: неверное значение поля {{field}}.',
    en: '{{path}}, line {{line}}: invalid value of the field {{field}}.',
  },
  transfer_image_names_refused: {
    ru: 'Файл {{path}}, строка {{line}}: недопустимые имена изображений ({{count}}), например «{{name}}» (допустимы буквы, цифры, «_», «-» и «.»); лот импортирован без них.',
    en: '{{path}}, line {{line}}: invalid image names ({{count}}), e.g. “{{name}}” (letters, digits, “_”, “-” and “.” are allowed); the lot was imported without them.',
  },
  transfer_record_duplicate: {
    ru: 'Файл {{path}}, строка {{line}}: «{{key}}» уже встречался выше, эта запись пропущена.',
    en: '{{path}}, line {{line}}: “{{key}}” appeared earlier; this record was skipped.',
  },
  transfer_chunk_not_multipart: {
    ru: 'Часть файла должна быть отправлена как multipart/form-data в поле chunk.',
    en: 'A chunk must be sent as multipart/form-data in the field chunk.',
  },
  transfer_export_running: {
    ru: 'Экспорт выполняется…',
    en: 'Exporting…',
  },
  transfer_task_interrupted: {
    ru: 'Задача прервана: процесс сервера, который её выполнял, остановился. Запустите её заново.',
    en: 'The task was interrupted: the server process running it stopped. Start it again.',
  },
  transfer_data_export_running: {
    ru: 'Экспорт данных уже выполняется. Дождитесь его завершения или отмените его.',
    en: 'A data export is already running. Wait for it to finish or cancel it.',
  },
  transfer_data_export_failed: {
    ru: 'Произошла ошибка при экспорте данных',
    en: 'An error occurred while exporting the data',
  },
  transfer_data_export_not_ready: {
    ru: 'Экспорт данных ещё не завершён или завершился с ошибкой.',
    en: 'The data export has not finished yet or ended with an error.',
  },
  transfer_data_export_file_missing: {
    ru: 'Файл экспорта данных не найден или был удалён.',
    en: 'The data export file was not found or has been deleted.',
  },
  transfer_data_import_cancelled: {
    ru: 'Импорт данных отменён',
    en: 'Data import cancelled',
  },
  transfer_data_import_done: {
    ru: 'Импорт завершён: лотов добавлено — {{created}}, обновлено — {{updated}}, без изменений — {{unchanged}}; категорий — {{categories}}, продавцов — {{sellers}}, изображений — {{images}}.',
    en: 'Import finished: {{created}} lots added, {{updated}} updated, {{unchanged}} unchanged; {{categories}} categories, {{sellers}} sellers, {{images}} images.',
  },
  transfer_users_export_running: {
    ru: 'Экспорт пользователей уже выполняется. Дождитесь его завершения или отмените его.',
    en: 'A user export is already running. Wait for it to finish or cancel it.',
  },
  transfer_users_export_failed: {
    ru: 'Произошла ошибка при экспорте пользователей',
    en: 'An error occurred while exporting the users',
  },
  transfer_users_export_not_ready: {
    ru: 'Экспорт пользователей ещё не завершён или завершился с ошибкой.',
    en: 'The user export has not finished yet or ended with an error.',
  },
  transfer_users_export_file_missing: {
    ru: 'Файл экспорта пользователей не найден или был удалён.',
    en: 'The user export file was not found or has been deleted.',
  },
  transfer_users_import_cancelled: {
    ru: 'Импорт пользователей отменён',
    en: 'User import cancelled',
  },
  transfer_users_import_done: {
    ru: 'Импорт завершён: пользователей добавлено — {{created}}, обновлено — {{updated}}, без изменений — {{unchanged}}. Добавлено или обновлено: подписок — {{subscriptions}}, избранных лотов — {{favorites}}, записей истории поиска — {{searches}}, настроек уведомлений — {{preferences}}, привязок Telegram — {{telegramLinks}}. Пропущено записей — {{skipped}}.',
    en: 'Import finished: {{created}} users added, {{updated}} updated, {{unchanged}} unchanged. Added or updated: {{subscriptions}} subscriptions, {{favorites}} favourites, {{searches}} search history entries, {{preferences}} notification settings, {{telegramLinks}} Telegram links. {{skipped}} records skipped.',
  },
  transfer_user_plan_missing: {
    ru: 'Файл {{path}}, строка {{line}}: план «{{plan}}» не найден, пользователь {{key}} импортирован без этой подписки. Импортируйте планы перед пользователями.',
    en: '{{path}}, line {{line}}: the plan “{{plan}}” does not exist; {{key}} was imported without this subscription. Import the plans before the users.',
  },
  transfer_lot_missing: {
    ru: 'Файл {{path}}, строка {{line}}: лот {{lot}} отсутствует в архиве, запись пользователя {{key}} пропущена. Импортируйте архив перед пользователями.',
    en: '{{path}}, line {{line}}: lot {{lot}} is not in the archive; the record of {{key}} was skipped. Import the archive before the users.',
  },
  transfer_category_missing: {
    ru: 'Файл {{path}}, строка {{line}}: категории «{{category}}» нет в архиве, настройка уведомлений пользователя {{key}} пропущена. Импортируйте архив перед пользователями.',
    en: '{{path}}, line {{line}}: the category “{{category}}” is not in the archive; the notification setting of {{key}} was skipped. Import the archive before the users.',
  },
  transfer_user_missing: {
    ru: 'Файл {{path}}, строка {{line}}: пользователя {{key}} нет ни в файле, ни в базе, запись пропущена.',
    en: '{{path}}, line {{line}}: the user {{key}} is neither in the file nor in the database; the record was skipped.',
  },
  transfer_telegram_chat_taken: {
    ru: 'Файл {{path}}, строка {{line}}: чат Telegram {{chat}} уже привязан к другому пользователю, привязка {{key}} пропущена.',
    en: '{{path}}, line {{line}}: the Telegram chat {{chat}} is linked to another user; the link of {{key}} was skipped.',
  },
  transfer_report_truncated: {
    ru: 'И ещё {{count}} записей взяты не так, как в файле; показаны первые {{shown}}.',
    en: 'And {{count}} more records were not taken as the file has them; the first {{shown}} are shown.',
  },
} as const satisfies Catalogue;
