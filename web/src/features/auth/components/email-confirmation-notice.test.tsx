// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['auth', 'errors']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notice of an address not confirmed', () => {
  it('says why no e-mail comes, resends, and shows the server’s 429 sentence at the limit', async () => {
    renderWithApp(<EmailConfirmationNotice />, { user: testUser({ emailVerified: false }) });
    expect(screen.getByText('Адрес e-mail не подтверждён')).toBeTruthy();
    expect(screen.getByText(/уведомления и тестовые письма на этот адрес не отправляются/)).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { message: 'Письмо со ссылкой подтверждения отправлено на reader@example.com.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо подтверждения ещё раз' }));
    expect(await screen.findByText('Письмо со ссылкой подтверждения отправлено на reader@example.com.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/auth/resend-confirmation');

    const limit = 'Письмо подтверждения можно запросить не больше 3 раз в час. Повторите попытку через 59 мин.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { code: 'email_confirmation_resend_limited', message: limit }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо подтверждения ещё раз' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
  });

  it('is not there once the address is confirmed', () => {
    renderWithApp(<EmailConfirmationNotice />, { user: testUser({ emailVerified: true }) });
    expect(screen.queryByText('Адрес e-mail не подтверждён')).toBeNull();
  });
});
