import { normalizeEmail, type LoginRequest, type LoginResponse } from '@raritet/contracts/auth';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { AuthService, LoginClient } from './service.ts';

/** Failed logins to one account (from all addresses together) before strangers must solve the captcha. */
const FAILURES_BEFORE_CAPTCHA = 5;
/** The window the failures are counted in. */
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Logins throttled per account without ever locking the owner out (ADR 0051). Every attempt takes a hit
 * on the account's counter before the password is checked (so parallel guesses cannot all slip under
 * it) and gives it back unless the password was wrong. Past FAILURES_BEFORE_CAPTCHA failures in the
 * window, an address or device that never logged in to the account must also solve the captcha: without
 * one the answer is 401 `login_captcha_required`, and the password is not even looked at (the answer
 * says nothing about it). An address or device that has logged in before goes on as usual: the right
 * password lets the owner in whatever strangers do. The per-address limit (routes.ts) stays beside it.
 */
export function createLoginThrottle(
  auth: Pick<AuthService, 'login' | 'isKnownClient' | 'checkCaptcha'>,
  rateLimiter: Pick<RateLimiter, 'hit' | 'giveBack'>,
) {
  return async function login(input: LoginRequest, client: LoginClient): Promise<LoginResponse> {
    const key = `login-account:${normalizeEmail(input.email)}`;
    const counted = await rateLimiter.hit(key, FAILURES_BEFORE_CAPTCHA, FAILURE_WINDOW_SECONDS);
    let failed = false;
    try {
      if (!counted.allowed && !(await auth.isKnownClient(input.email, client))) {
        if (input.captchaToken === '' || input.captchaCode.trim() === '') throw unauthorized('login_captcha_required');
        await auth.checkCaptcha(input.captchaToken, input.captchaCode);
      }
      return await auth.login(input, client);
    } catch (error) {
      failed = error instanceof AppError && error.code === 'invalid_credentials';
      throw error;
    } finally {
      if (!failed) await rateLimiter.giveBack(key);
    }
  };
}
