import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { Database } from '../src/db/client.ts';

/** Asks for a captcha and reads its answer straight from the database, as only a test may. */
export async function solveCaptcha(app: FastifyInstance, database: Database) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const token = String(response.headers['x-captcha-token']);
  const [row] = await database.query<{ answer: string }>('select answer from captchas where token = $1', [token]);
  return { token, code: row!.answer };
}

let sequence = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++sequence}@example.com`;

/**
 * Registers a user through the API and returns its token and user. The address is then marked confirmed,
 * as its owner would by the e-mailed link, unless `confirmed: false` (the confirmation's own tests).
 */
export async function registerUser(
  app: FastifyInstance,
  database: Database,
  { email = uniqueEmail(), password = 'reader-pass-5513', confirmed = true } = {},
): Promise<LoginResponse & { password: string }> {
  const captcha = await solveCaptcha(app, database);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, captchaToken: captcha.token, captchaCode: captcha.code },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const registered = response.json() as LoginResponse;
  if (!confirmed) return { ...registered, password };
  await database.query('update users set email_verified_at = now() where id = $1', [registered.user.id]);
  return { ...registered, user: { ...registered.user, emailVerified: true }, password };
}

/** Creates an administrator directly through the service and logs in as them. */
export async function createAdmin(
  app: FastifyInstance,
  services: { auth: { ensureAdmin(email: string, password: string): Promise<unknown> } },
  { email = uniqueEmail('admin'), password = 'admin-secret' } = {},
): Promise<LoginResponse> {
  await services.auth.ensureAdmin(email, password);
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return response.json() as LoginResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
