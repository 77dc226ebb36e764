import { describe, expect, it } from 'vitest';
import { DELIVERY_BOT, DELIVERY_EMAIL, type NotificationPreference } from '@raritet/contracts/notifications';
import { boundsKind, displayKeywords, frequencyParts, preferenceFormDefaults } from './preference-values.ts';
import { statusColor, statusKey } from './delivery.ts';

describe('preference values', () => {
  it('cuts keywords at 50 characters with an ellipsis', () => {
    expect(displayKeywords('Пушкин, Онегин')).toBe('Пушкин, Онегин');
    const fifty = 'а'.repeat(50);
    expect(displayKeywords(fifty)).toBe(fifty);
    expect(displayKeywords(`${fifty}б`)).toBe(`${fifty}…`);
    expect(displayKeywords(`${'а'.repeat(49)} бв`)).toBe(`${'а'.repeat(49)}…`);
  });

  it('names a frequency in its largest whole unit', () => {
    expect(frequencyParts(5)).toEqual({ count: 5, unit: 'minutes' });
    expect(frequencyParts(90)).toEqual({ count: 90, unit: 'minutes' });
    expect(frequencyParts(60)).toEqual({ count: 1, unit: 'hours' });
    expect(frequencyParts(180)).toEqual({ count: 3, unit: 'hours' });
    expect(frequencyParts(10080)).toEqual({ count: 7, unit: 'days' });
  });

  it('opens a new preference with the bot when it is linked, else e-mail', () => {
    expect(preferenceFormDefaults(null, true).deliveryMethod).toBe(DELIVERY_BOT);
    expect(preferenceFormDefaults(null, false).deliveryMethod).toBe(DELIVERY_EMAIL);
    expect(preferenceFormDefaults(null, false).notificationFrequencyMinutes).toBe('60');
  });

  it('opens an edit with the stored values as text', () => {
    const preference: NotificationPreference = {
      id: 1,
      isEnabled: false,
      keywords: 'Пушкин',
      isExactMatch: true,
      categoryIds: [4],
      minPrice: null,
      maxPrice: 500,
      minYear: 1800,
      maxYear: null,
      cities: 'Москва',
      notificationFrequencyMinutes: 30,
      deliveryMethod: DELIVERY_BOT,
      lastNotificationSent: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(preferenceFormDefaults(preference, false)).toMatchObject({
      isEnabled: false,
      minPrice: '',
      maxPrice: '500',
      minYear: '1800',
      maxYear: '',
      notificationFrequencyMinutes: '30',
      deliveryMethod: DELIVERY_BOT,
    });
  });

  it('tells which bounds are set', () => {
    expect(boundsKind(1, 2)).toBe('range');
    expect(boundsKind(1, null)).toBe('from');
    expect(boundsKind(null, 2)).toBe('to');
    expect(boundsKind(null, null)).toBeNull();
  });

  it('names and colours each delivery status', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(statusKey)).toEqual([
      'pending',
      'sending',
      'sent',
      'delivered',
      'read',
      'failed',
      'cancelled',
    ]);
    expect(statusColor(5)).toBe('error');
    expect(statusColor(3)).toBe('success');
  });
});
