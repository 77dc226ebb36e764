import { describe, expect, it } from 'vitest';
import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import { hasHiddenValues, truncateDescription } from './listing.ts';

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
