import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import { displayDate, displayPrice, hasHiddenValues, truncateDescription } from './book-values.ts';
import { archiveT } from './test-i18n.ts';

let t: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  t = await archiveT('ru');
  tEn = await archiveT('en');
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

describe('truncateDescription', () => {
  it('keeps short texts whole', () => {
    expect(truncateDescription('Переплёт  эпохи.\n Хорошее состояние.')).toBe('Переплёт эпохи. Хорошее состояние.');
  });

  it('cuts at 150 characters and adds an ellipsis', () => {
    const text = 'а'.repeat(200);
    const cut = truncateDescription(text);
    expect(cut).toBe(`${'а'.repeat(150)}…`);
  });

  it('leaves a text of exactly 150 characters alone', () => {
    expect(truncateDescription('б'.repeat(150))).toBe('б'.repeat(150));
  });
});

describe('hasHiddenValues', () => {
  const visible = { price: 100, finalPrice: 100, date: '2024-01-01', endDate: '2024-01-01' };
  it('is true when the server hid a price or a date', () => {
    expect(hasHiddenValues([visible, { ...visible, price: SUBSCRIBERS_ONLY, finalPrice: SUBSCRIBERS_ONLY }])).toBe(
      true,
    );
    expect(hasHiddenValues([{ ...visible, date: SUBSCRIBERS_ONLY }])).toBe(true);
  });

  it('is false for a subscriber', () => {
    expect(hasHiddenValues([visible])).toBe(false);
    expect(hasHiddenValues([])).toBe(false);
  });
});
