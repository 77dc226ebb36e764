import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackPage } from '@raritet/contracts/archive';
import { apiGet, createArchiveTestApp, createRoles, type Roles } from '../../../test/archive-factories.ts';
import type { TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';

let t: TestApp;
let roles: Roles;

beforeAll(async () => {
  t = await createArchiveTestApp();
  roles = await createRoles(t);
});
afterAll(() => t.close());

describe('feedback', () => {
  const send = (payload: object, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });

  it('a guest or a user leaves a message; the user is recorded, the page too', async () => {
    const guest = await send({ message: '  Спасибо за архив!  ', email: 'guest@example.com', page: '/categories?x=1' });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toEqual({ id: expect.any(Number), message: 'Спасибо! Сообщение отправлено операторам.' });
    const user = await send({ message: 'Нашёл опечатку' }, roles.user.token, { referer: 'http://localhost/books/1' });
    expect(user.statusCode).toBe(201);
    const rows = await t.database.query<{
      message: string;
      email: string | null;
      user_id: number | null;
      page: string | null;
    }>('select message, email, user_id, page from feedback_messages order by id');
    expect(rows).toEqual([
      { message: 'Спасибо за архив!', email: 'guest@example.com', user_id: null, page: '/categories' },
      { message: 'Нашёл опечатку', email: null, user_id: roles.user.user.id, page: '/books/1' },
    ]);
  });

  it('an empty, too long or badly addressed message is a 400', async () => {
    for (const payload of [{}, { message: '   ' }]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'feedback_message_required', message: 'Введите текст сообщения.' });
    }
    const long = await send({ message: 'я'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: 'feedback_message_too_long',
      message: 'Сообщение не должно быть длиннее 5000 символов.',
    });
    expect((await send({ message: 'я'.repeat(20_000) })).statusCode).toBe(400);
    expect((await send({ message: 'привет', email: 'не адрес' })).json()).toMatchObject({ code: 'email_invalid' });
  });

  it('operators read the messages newest first, page by page; others may not', async () => {
    for (let i = 1; i <= 3; i++) await send({ message: `Сообщение ${i}` });
    const { status, body } = await apiGet<FeedbackPage>(t, '/admin/feedback?pageSize=2', roles.admin.token);
    expect(status).toBe(200);
    expect(body.totalItems).toBe(5);
    expect(body.totalPages).toBe(3);
    expect(body.items.map((item) => item.message)).toEqual(['Сообщение 3', 'Сообщение 2']);
    const last = await apiGet<FeedbackPage>(t, '/admin/feedback?pageSize=2&page=3', roles.admin.token);
    expect(last.body.items.map((item) => item.message)).toEqual(['Спасибо за архив!']);
    expect(last.body.items[0]).toMatchObject({ email: 'guest@example.com', userId: null, page: '/categories' });
    expect((await apiGet(t, '/admin/feedback', roles.user.token)).status).toBe(403);
    expect((await apiGet(t, '/admin/feedback', roles.subscriber.token)).status).toBe(403);
    expect((await apiGet(t, '/admin/feedback')).status).toBe(401);
  });
});
