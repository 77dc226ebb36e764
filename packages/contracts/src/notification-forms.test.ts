import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  preferenceFormField,
  PreferenceFormValues,
  testLotsCount,
  TestNotificationsFormValues,
  TestSendFormValues,
  WebhookFormValues,
} from './notifications.ts';

function issues(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
}

const preference: z.input<typeof PreferenceFormValues> = {
  isEnabled: true,
  keywords: ' Пушкин ,  Евгений   Онегин,',
  isExactMatch: false,
  categoryIds: [3, 7],
  minPrice: '',
  maxPrice: '5000',
  minYear: '1800',
  maxYear: '',
  cities: 'Москва, ',
  notificationFrequencyMinutes: '',
  deliveryMethod: DELIVERY_BOT,
};

describe('the preference form', () => {
  it('outputs the cleaned preference the server stores', () => {
    expect(PreferenceFormValues.parse(preference)).toEqual({
      isEnabled: true,
      keywords: 'Пушкин, Евгений Онегин',
      isExactMatch: false,
      categoryIds: [3, 7],
      minPrice: null,
      maxPrice: 5000,
      minYear: 1800,
      maxYear: null,
      cities: 'Москва',
      notificationFrequencyMinutes: 60,
      deliveryMethod: DELIVERY_BOT,
    });
  });

  it.each([
    [{ keywords: ' , ', categoryIds: [] }, 'keywords', 'notification_criteria_required'],
    [{ keywords: 'а'.repeat(1001) }, 'keywords', 'notification_keywords_too_long'],
    [{ minPrice: 'дорого' }, 'minPrice', 'notification_price_invalid'],
    [{ maxPrice: '-1' }, 'maxPrice', 'notification_price_invalid'],
    [{ minPrice: '6000' }, 'maxPrice', 'notification_price_range_invalid'],
    [{ minYear: '99' }, 'minYear', 'notification_year_invalid'],
    [{ maxYear: '3000' }, 'maxYear', 'notification_year_invalid'],
    [{ maxYear: '1700' }, 'maxYear', 'notification_year_range_invalid'],
    [{ notificationFrequencyMinutes: '4' }, 'notificationFrequencyMinutes', 'notification_frequency_invalid'],
    [{ notificationFrequencyMinutes: '10081' }, 'notificationFrequencyMinutes', 'notification_frequency_invalid'],
  ])('%j → %s: %s', (patch, field, code) => {
    expect(issues(PreferenceFormValues, { ...preference, ...patch })).toEqual([[field, code]]);
  });

  it('places the server’s answers under their inputs', () => {
    const values = { ...preference, deliveryMethod: DELIVERY_EMAIL } as const;
    expect(preferenceFormField('notification_bot_not_linked', values)).toBe('deliveryMethod');
    expect(preferenceFormField('notification_category_unknown', values)).toBe('categoryIds');
    expect(preferenceFormField('notification_preferences_limit', values)).toBeNull();
  });
});

describe('the forms of the admin messaging bot section', () => {
  it('takes 1–1000 test lots, 50 when empty', () => {
    expect(testLotsCount('')).toBe(50);
    expect(testLotsCount(' 1 ')).toBe(1);
    expect(testLotsCount('1000')).toBe(1000);
    for (const wrong of ['0', '1001', '2.5', 'много']) expect(testLotsCount(wrong)).toBeUndefined();
    expect(TestNotificationsFormValues.parse({ limitBooks: '', showBookIds: true })).toEqual({
      limitBooks: 50,
      showBookIds: true,
    });
    expect(issues(TestNotificationsFormValues, { limitBooks: '1001', showBookIds: false })).toEqual([
      ['limitBooks', 'telegram_test_lots_invalid'],
    ]);
  });

  it('needs both a chat id and a message', () => {
    expect(issues(TestSendFormValues, { chatId: ' ', message: 'x' })).toEqual([
      ['chatId', 'telegram_test_send_required'],
    ]);
    expect(issues(TestSendFormValues, { chatId: '42', message: '  ' })).toEqual([
      ['message', 'telegram_test_send_required'],
    ]);
    expect(TestSendFormValues.parse({ chatId: ' 42 ', message: ' Привет ' })).toEqual({
      chatId: '42',
      message: 'Привет',
    });
  });

  it('sends the webhook base URL without a trailing slash, https only', () => {
    expect(WebhookFormValues.parse({ baseUrl: ' https://raritet.example/ ' })).toEqual({
      baseUrl: 'https://raritet.example',
    });
    expect(issues(WebhookFormValues, { baseUrl: 'http://raritet.example' })).toEqual([
      ['baseUrl', 'telegram_webhook_https_only'],
    ]);
  });
});
