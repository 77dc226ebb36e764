import { describe, expect, it } from 'vitest';
import { PlanFormValues } from '@raritet/contracts/billing';
import { messages } from '@raritet/contracts/messages';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { planFormDefaults } from './plan-form-values.ts';

const planFormResolver = formResolver(PlanFormValues);

const valid: PlanFormValues = {
  name: '  Премиум ',
  price: '500',
  yearlyPrice: '',
  monthlyRequestLimit: '1000',
  description: '  Много запросов  ',
  isActive: true,
};

async function resolve(values: PlanFormValues) {
  return planFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the plan form', () => {
  it('submits the trimmed plan with the yearly price defaulting to the monthly price', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Премиум',
      price: 500,
      monthlyPrice: 500,
      yearlyPrice: 500,
      monthlyRequestLimit: 1000,
      description: 'Много запросов',
      isActive: true,
    });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Название плана обязательно для заполнения'],
    [{ price: '-1' }, 'price', 'Укажите корректную цену (число больше или равно 0)'],
    [{ price: 'abc' }, 'price', 'Укажите корректную цену (число больше или равно 0)'],
    [{ yearlyPrice: '-5' }, 'yearlyPrice', 'Укажите корректную цену (число больше или равно 0)'],
    [{ monthlyRequestLimit: '0' }, 'monthlyRequestLimit', 'Укажите корректный лимит запросов (целое число больше 0)'],
    [{ monthlyRequestLimit: '1.5' }, 'monthlyRequestLimit', 'Укажите корректный лимит запросов (целое число больше 0)'],
  ] as const)('shows the spec text under the right field for %o', async (change, field, text) => {
    const result = await resolve({ ...valid, ...change });
    const code = result.errors[field]?.message as keyof typeof messages;
    expect(messages[code].ru).toBe(text);
  });

  it('fills the edit form from the plan', () => {
    const plan = {
      id: 3,
      name: 'Базовый',
      price: 50,
      monthlyPrice: 50,
      yearlyPrice: 500,
      monthlyRequestLimit: 100,
      description: 'Для начала',
      isActive: false,
    };
    expect(planFormDefaults(plan)).toEqual({
      name: 'Базовый',
      price: '50',
      yearlyPrice: '500',
      monthlyRequestLimit: '100',
      description: 'Для начала',
      isActive: false,
    });
  });
});
