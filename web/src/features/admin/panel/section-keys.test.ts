import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_KEYS, resolveSectionKey } from './section-keys.ts';

const locales = import.meta.glob<Record<string, unknown>>('../../../locales/*/admin.json', {
  eager: true,
  import: 'default',
});

describe('admin sections: their order and titles', () => {
  it('has the 12 section keys of the spec in its order', () => {
    expect(ADMIN_SECTION_KEYS).toEqual([
      'users',
      'export',
      'settings',
      'import',
      'bookupdate',
      'subplans',
      'categories',
      'userexport',
      'userimport',
      'subscriptionplanexport',
      'subscriptionplanimport',
      'telegram',
    ]);
  });

  it('gives every section a title and a purpose in both languages', () => {
    expect(Object.keys(locales)).toHaveLength(2);
    for (const content of Object.values(locales)) {
      const sections = content.sections as Record<string, { title?: string; purpose?: string }>;
      for (const key of ADMIN_SECTION_KEYS) {
        expect(sections[key]?.title, key).toBeTruthy();
        expect(sections[key]?.purpose, key).toBeTruthy();
      }
    }
  });

  it('uses the spec Russian titles', () => {
    const ru = Object.entries(locales).find(([path]) => path.includes('/ru/'))?.[1];
    const sections = ru?.sections as Record<string, { title: string }>;
    expect(ADMIN_SECTION_KEYS.map((key) => sections[key]?.title)).toEqual([
      'Пользователи',
      'Экспорт данных',
      'Настройки',
      'Импорт данных',
      'Обновление книг',
      'Планы подписок',
      'Управление категориями',
      'Экспорт пользователей',
      'Импорт пользователей',
      'Экспорт планов подписок',
      'Импорт планов подписок',
      'Telegram-бот',
    ]);
  });

  it('opens the section named in the URL, else the first available one, else subplans', () => {
    expect(resolveSectionKey('telegram', ['subplans'])).toBe('telegram');
    expect(resolveSectionKey(null, ['subplans'])).toBe('subplans');
    expect(resolveSectionKey('nonsense', ['subplans', 'users'])).toBe('users');
    expect(resolveSectionKey(null, [])).toBe('subplans');
  });
});
