import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { testT } from '../../../lib/test-i18n.ts';
import { displayAddedDate } from './favorite-values.ts';

let t: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  t = await testT('ru', 'member');
  tEn = await testT('en', 'member');
});

describe('displayAddedDate', () => {
  it('shows dd.mm.yyyy from an ISO timestamp or a dd.mm.yyyy string', () => {
    expect(displayAddedDate('2024-03-05', t)).toBe('05.03.2024');
    expect(displayAddedDate('17.11.2023', t)).toBe('17.11.2023');
    expect(displayAddedDate(new Date(2025, 0, 2, 12).toISOString(), t)).toBe('02.01.2025');
  });

  it("shows 'Некорректная дата' for a date before 2000", () => {
    expect(displayAddedDate('1999-12-31', t)).toBe('Некорректная дата');
    expect(displayAddedDate('01.01.1970', t)).toBe('Некорректная дата');
    expect(displayAddedDate('1999-12-31', tEn)).toBe('Invalid date');
    expect(displayAddedDate('2000-01-01', t)).toBe('01.01.2000');
  });

  it("shows 'Не указана' when the date is missing or unreadable", () => {
    expect(displayAddedDate(null, t)).toBe('Не указана');
    expect(displayAddedDate('', t)).toBe('Не указана');
    expect(displayAddedDate('вчера', t)).toBe('Не указана');
  });
});
