import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  isSubscriptionActive,
  planFormField,
  PlanFormValues,
  subscriptionState,
  validatePlanInput,
} from './billing.ts';
import { formatMessage } from './messages.ts';

const now = new Date('2025-03-10T12:00:00Z');
const running = {
  status: 'Active',
  isActive: true,
  startDate: '2025-03-01T00:00:00Z',
  endDate: '2025-04-01T00:00:00Z',
};

describe('subscriptionState: when a subscription counts as active', () => {
  it.each([
    ['a running subscription', running, {}, 'active'],
    ['isActive missing counts as not false', { ...running, isActive: undefined }, {}, 'active'],
    ['Date objects work as well as strings', { ...running, startDate: new Date(running.startDate) }, {}, 'active'],
    [
      'hasSubscription true wins over everything',
      { ...running, status: 'Expired' },
      { hasSubscription: true },
      'active',
    ],
    ['hasSubscription true without a subscription', null, { hasSubscription: true }, 'active'],
    ['status other than Active', { ...running, status: 'Cancelled' }, {}, 'status_not_active'],
    ['status missing', { ...running, status: undefined }, {}, 'status_not_active'],
    ['flagged inactive', { ...running, isActive: false }, {}, 'flagged_inactive'],
    ['ended before now', { ...running, endDate: '2025-03-10T11:59:59Z' }, {}, 'expired'],
    ['ends exactly now (the end is excluded)', { ...running, endDate: now.toISOString() }, {}, 'expired'],
    ['starts after now', { ...running, startDate: '2025-03-10T12:00:01Z' }, {}, 'not_started'],
    ['starts exactly now (the start is included)', { ...running, startDate: now.toISOString() }, {}, 'active'],
    ['no subscription at all', null, {}, 'unknown'],
    ['no subscription, hasSubscription false', undefined, { hasSubscription: false }, 'unknown'],
    ['dates missing', { status: 'Active' }, {}, 'unknown'],
    ['dates unreadable', { ...running, endDate: 'not a date' }, {}, 'unknown'],
  ] as const)('%s → %s', (_name, subscription, options, state) => {
    expect(subscriptionState(subscription, { ...options, now })).toBe(state);
    expect(isSubscriptionActive(subscription, { ...options, now })).toBe(state === 'active');
  });
});

describe('daysRemaining', () => {
  it.each([
    ['2025-03-20T12:00:00Z', 10],
    ['2025-03-20T12:00:01Z', 11], // a second into the next day rounds up
    ['2025-03-10T12:00:01Z', 1],
    ['2025-03-10T12:00:00Z', 0],
    ['2025-03-01T00:00:00Z', 0], // never below 0
  ])('until %s: %i', (endDate, days) => {
    expect(daysRemaining(endDate, now)).toBe(days);
  });
});

describe('validatePlanInput: the plan form rules in the spec order', () => {
  const valid = { name: ' Премиум ', price: 300, monthlyRequestLimit: 2000, description: ' Всё ', isActive: true };

  it.each([
    [{ ...valid, name: '' }, 'plan_name_required'],
    [{ ...valid, name: '   ', price: -1 }, 'plan_name_required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'plan_name_too_long'],
    [{ ...valid, price: -1 }, 'plan_price_invalid'],
    [{ ...valid, price: 1.5 }, 'plan_price_invalid'],
    [{ ...valid, price: 'abc' }, 'plan_price_invalid'],
    [{ ...valid, price: '' }, 'plan_price_invalid'],
    [{ ...valid, price: null }, 'plan_price_invalid'],
    [{ ...valid, price: 10, monthlyRequestLimit: 0 }, 'plan_limit_invalid'],
    [{ ...valid, monthlyRequestLimit: 2.5 }, 'plan_limit_invalid'],
    [{ ...valid, monthlyRequestLimit: 'abc' }, 'plan_limit_invalid'],
    [{ ...valid, yearlyPrice: -5 }, 'plan_price_invalid'],
  ])('%j → %s', (input, error) => {
    expect(validatePlanInput(input)).toEqual({ error });
  });

  it('trims, defaults the yearly price to the monthly one and accepts numeric strings', () => {
    expect(validatePlanInput({ ...valid, price: '300' })).toEqual({
      plan: {
        name: 'Премиум',
        price: 300,
        monthlyPrice: 300,
        yearlyPrice: 300,
        monthlyRequestLimit: 2000,
        description: 'Всё',
        isActive: true,
      },
    });
    expect(validatePlanInput({ ...valid, price: 0, yearlyPrice: 2500 })).toMatchObject({
      plan: { price: 0, yearlyPrice: 2500 },
    });
  });

  it('the spec texts are the Russian messages', () => {
    expect(formatMessage('plan_name_required', 'ru')).toBe('Название плана обязательно для заполнения');
    expect(formatMessage('plan_price_invalid', 'ru')).toBe('Укажите корректную цену (число больше или равно 0)');
    expect(formatMessage('plan_limit_invalid', 'ru')).toBe('Укажите корректный лимит запросов (целое число больше 0)');
  });
});

describe('the plan form schema', () => {
  const valid = {
    name: '  Премиум ',
    price: '500',
    yearlyPrice: '',
    monthlyRequestLimit: '1000',
    description: '',
    isActive: true,
  };

  it('maps server codes to fields and leaves others to the dialog alert', () => {
    expect(planFormField('plan_price_invalid', { ...valid, price: '10' })).toBe('yearlyPrice');
    expect(planFormField('plan_price_invalid', { ...valid, price: '' })).toBe('price');
    expect(planFormField('plan_not_found', valid)).toBeNull();
  });

  it('reports only the first broken rule, under its input', () => {
    const result = PlanFormValues.safeParse({ ...valid, name: '', price: 'x', monthlyRequestLimit: '0' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: 'plan_name_required' },
    ]);
  });
});
