import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import { displayDate, displayPrice } from './book-values.ts';
import { testT } from './test-i18n.ts';

let t: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  t = await testT('ru');
  tEn = await testT('en');
});

describe('displayPrice', () => {
  it('shows whole roubles', () => {
    expect(displayPrice(12500, t)).toBe('12\u00a0500\u00a0₽');
  });

  it("shows 'Нет данных' when the price is missing", () => {
    expect(displayPrice(null, t)).toBe('Нет данных');
    expect(displayPrice(undefined, t)).toBe('Нет данных');
    expect(displayPrice('', t)).toBe('Нет данных');
  });

  it('shows the subscribers-only text in the interface language', () => {
    expect(displayPrice(SUBSCRIBERS_ONLY, t)).toBe('Только для подписчиков');
    expect(displayPrice(SUBSCRIBERS_ONLY, tEn)).toBe('Subscribers only');
  });
});

describe('displayDate', () => {
  it('shows dd.mm.yyyy', () => {
    expect(displayDate('2024-03-05', t)).toBe('05.03.2024');
  });

  it("shows 'Не указана' when the date is missing or unreadable", () => {
    expect(displayDate(null, t)).toBe('Не указана');
    expect(displayDate('garbage', t)).toBe('Не указана');
  });

  it('shows the subscribers-only text', () => {
    expect(displayDate(SUBSCRIBERS_ONLY, t)).toBe('Только для подписчиков');
  });
});
