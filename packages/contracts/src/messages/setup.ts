import type { Catalogue } from './catalogue.ts';

/** First-run setup. */
export const setupMessages = {
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
} as const satisfies Catalogue;
