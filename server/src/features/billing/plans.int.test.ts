import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';
import { createPayment } from '../../../test/billing-factories.ts';

let t: TestApp;
let admin: LoginResponse;
let user: LoginResponse;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.services);
  user = await registerUser(t.app, t.database);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url, headers: { ...bearer(admin.token), 'accept-language': lang }, payload });

const valid = { name: 'Коллекционер', price: 99, monthlyRequestLimit: 250, description: '  Для коллекций  ' };

describe('default plans and the public list', () => {
  it('an empty database gets three plans from 50 roubles a month, one named Премиум, price ascending', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Базовый', 50],
      ['Стандарт', 150],
      ['Премиум', 300],
    ]);
    expect(response.json()[0]).toMatchObject({ monthlyPrice: 50, yearlyPrice: 500, monthlyRequestLimit: 100 });
    expect(response.json()[2]).toMatchObject({ monthlyRequestLimit: 2000, isActive: true });
    expect(response.json()[0].description).toMatch(/запрос/);
  });
});

describe('admin plan form validation: the spec texts, enforced on the server', () => {
  it.each([
    [{ ...valid, name: undefined }, 'Название плана обязательно для заполнения'],
    [{ ...valid, name: '' }, 'Название плана обязательно для заполнения'],
    [{ ...valid, name: '   ' }, 'Название плана обязательно для заполнения'],
    [{ ...valid, price: undefined }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, price: 'abc' }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, price: -1 }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, price: 1.5 }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, price: true }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, yearlyPrice: -10 }, 'Укажите корректную цену (число больше или равно 0)'],
    [{ ...valid, monthlyRequestLimit: undefined }, 'Укажите корректный лимит запросов (целое число больше 0)'],
    [{ ...valid, monthlyRequestLimit: 0 }, 'Укажите корректный лимит запросов (целое число больше 0)'],
    [{ ...valid, monthlyRequestLimit: -1 }, 'Укажите корректный лимит запросов (целое число больше 0)'],
    [{ ...valid, monthlyRequestLimit: 1.5 }, 'Укажите корректный лимит запросов (целое число больше 0)'],
    [{ ...valid, monthlyRequestLimit: 'abc' }, 'Укажите корректный лимит запросов (целое число больше 0)'],
    // The first broken rule wins, in the spec's order.
    [{ name: ' ', price: -1, monthlyRequestLimit: 0 }, 'Название плана обязательно для заполнения'],
    [{ name: 'x', price: -1, monthlyRequestLimit: 0 }, 'Укажите корректную цену (число больше или равно 0)'],
  ])('POST %j → 400 %s', async (payload, message) => {
    const response = await asAdmin('POST', '/api/SubscriptionPlans', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const again = await asAdmin('PUT', '/api/SubscriptionPlans/1', payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(message);
  });

  it('answers in English when asked, and refuses a name that is not text', async () => {
    const english = await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, price: -1 }, 'en');
    expect(english.json()).toEqual({
      code: 'plan_price_invalid',
      message: 'Enter a valid price (a number greater than or equal to 0)',
    });
    const wrongType = await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('validation_failed');
  });
});

describe('admin plan CRUD', () => {
  it('creates (201) with trimmed text and the yearly price defaulting to the monthly one, then edits', async () => {
    const created = await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, name: '  Коллекционер ' });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan).toEqual({
      id: expect.any(Number),
      name: 'Коллекционер',
      price: 99,
      monthlyPrice: 99,
      yearlyPrice: 99,
      monthlyRequestLimit: 250,
      description: 'Для коллекций',
      isActive: true,
    });

    const edited = await asAdmin('PUT', `/api/SubscriptionPlans/${plan.id}`, {
      ...valid,
      price: '120',
      yearlyPrice: 1000,
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: plan.id, price: 120, yearlyPrice: 1000, isActive: false });

    // The admin list has every plan by price; the public one only the active ones.
    const all = (await asAdmin('GET', '/api/SubscriptionPlans')).json();
    expect(all.map((p: { price: number }) => p.price)).toEqual([50, 120, 150, 300]);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).json();
    expect(publicList.map((p: { name: string }) => p.name)).not.toContain('Коллекционер');
  });

  it('sorts plans of one price by name', async () => {
    await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, name: 'Б-тариф', price: 150 });
    const names = (await asAdmin('GET', '/api/SubscriptionPlans')).json().map((p: { name: string }) => p.name);
    expect(names.indexOf('Б-тариф')).toBe(names.indexOf('Стандарт') - 1);
  });

  it('unknown ids are 404 and non-numeric ids 400', async () => {
    const missing = await asAdmin('PUT', '/api/SubscriptionPlans/999999', valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'plan_not_found', message: 'План подписки не найден.' });
    expect((await asAdmin('DELETE', '/api/SubscriptionPlans/999999')).statusCode).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      expect((await asAdmin('PUT', `/api/SubscriptionPlans/${id}`, valid)).statusCode).toBe(400);
      expect((await asAdmin('DELETE', `/api/SubscriptionPlans/${id}`)).statusCode).toBe(400);
    }
  });

  it('deletes a plan nobody refers to, and deactivates one a payment refers to, saying which', async () => {
    const unused = (await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, name: 'Пробный' })).json();
    const deleted = await asAdmin('DELETE', `/api/SubscriptionPlans/${unused.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, deactivated: false, message: 'План «Пробный» удалён.' });
    expect((await asAdmin('GET', '/api/SubscriptionPlans')).json().map((p: { id: number }) => p.id)).not.toContain(
      unused.id,
    );

    const used = (await asAdmin('POST', '/api/SubscriptionPlans', { ...valid, name: 'Используемый' })).json();
    expect((await createPayment(t, user.token, used.id)).statusCode).toBe(200);
    const deactivated = await asAdmin('DELETE', `/api/SubscriptionPlans/${used.id}`, undefined, 'en');
    expect(deactivated.json()).toEqual({
      deleted: false,
      deactivated: true,
      message: 'Plan "Используемый" is used by subscriptions, so it has been deactivated instead of deleted.',
    });
    const kept = (await asAdmin('GET', '/api/SubscriptionPlans')).json().find((p: { id: number }) => p.id === used.id);
    expect(kept).toMatchObject({ isActive: false });
    // Nobody can start a new payment for it now.
    expect((await createPayment(t, user.token, used.id)).json()).toEqual({
      code: 'plan_inactive',
      message: 'Этот план подписки сейчас недоступен.',
    });
  });
});

describe('access to the admin plan calls', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/SubscriptionPlans'],
    ['POST', '/api/SubscriptionPlans', valid],
    ['PUT', '/api/SubscriptionPlans/1', valid],
    ['DELETE', '/api/SubscriptionPlans/1'],
    ['POST', '/api/admin/user/1/assign-subscription-plan', { planId: 1, autoRenew: false }],
  ];

  it.each(calls)('%s %s: a guest gets 401 and a user 403, and nothing changes', async (method, url, payload) => {
    const before = (await asAdmin('GET', '/api/SubscriptionPlans')).json();
    const guest = await t.app.inject({ method: method as 'GET', url, payload });
    expect(guest.statusCode).toBe(401);
    const regular = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(user.token) });
    expect(regular.statusCode).toBe(403);
    expect(regular.json().message).toBe('Для доступа к этому разделу требуются права администратора.');
    expect((await asAdmin('GET', '/api/SubscriptionPlans')).json()).toEqual(before);
  });
});
