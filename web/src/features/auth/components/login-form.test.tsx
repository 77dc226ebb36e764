// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { LoginForm } from './login-form.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['auth', 'errors', 'common']);
  // happy-dom has no object URLs for the captcha's picture.
  URL.createObjectURL ??= () => 'blob:captcha';
  URL.revokeObjectURL ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The rule comes from ADR 0051, accounts only their owners control.
describe('the login form after several failed logins to the account', () => {
  it('shows the captcha when the server asks for it and sends its code with the next try', async () => {
    const logins: Record<string, unknown>[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/captcha') {
        return new Response(new Blob(['png']), { status: 200, headers: { 'x-captcha-token': 'captcha-1' } });
      }
      logins.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (logins.length === 1) {
        return jsonResponse(401, {
          code: 'login_captcha_required',
          message: 'Слишком много неудачных попыток входа в эту учётную запись. Введите код с картинки.',
        });
      }
      return jsonResponse(200, { token: 'x.y.z', user: testUser() });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} sessionExpired={false} />, { user: null });

    expect(screen.queryByLabelText('Код с картинки')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'owner-pass-8841' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    const code = await screen.findByLabelText('Код с картинки');
    expect(screen.getByRole('alert').textContent).toBe(
      'Слишком много неудачных попыток входа в эту учётную запись. Введите код с картинки.',
    );
    expect(logins[0]).toEqual({ email: 'owner@example.com', password: 'owner-pass-8841' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/captcha', expect.anything()));

    fireEvent.change(code, { target: { value: ' ab3kz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(logins[1]).toEqual({
      email: 'owner@example.com',
      password: 'owner-pass-8841',
      captchaToken: 'captcha-1',
      captchaCode: 'ab3kz',
    });
  });
});
