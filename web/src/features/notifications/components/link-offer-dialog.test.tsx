// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkOffer } from '@raritet/contracts/notifications';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp, testUser } from '../../../lib/test-render.tsx';
import type { LinkOfferState } from '../hooks/use-link-offer.ts';
import { LinkOfferDialog } from './link-offer-dialog.tsx';

afterEach(cleanup);

const offer = (values: Partial<LinkOffer> = {}): LinkOffer => ({
  telegramId: '6666',
  telegramUsername: 'stranger',
  telegramName: 'Служба поддержки',
  expiresAt: '2030-01-01T00:00:00.000Z',
  current: null,
  ...values,
});

function renderDialog(shown: LinkOffer, replacing = false) {
  const state: LinkOfferState = {
    loading: false,
    offer: shown,
    replacing,
    confirming: false,
    error: null,
    confirm: vi.fn(),
    decline: vi.fn(),
  };
  renderWithApp(<LinkOfferDialog state={state} />, { user: testUser() });
  return state;
}

// The rule comes from ADR 0048, the Telegram link needs the owner's consent.
describe("the question the bot's link offer asks", () => {
  it('names the Telegram account; nothing happens until an answer, and either answer is passed on', async () => {
    await i18n.changeLanguage('ru');
    const state = renderDialog(offer());
    expect(
      await screen.findByRole('heading', { name: 'Привязать Telegram @stranger к вашему аккаунту?' }),
    ).toBeTruthy();
    expect(screen.getByText('Служба поддержки')).toBeTruthy();
    expect(screen.getByText('6666')).toBeTruthy();
    expect(screen.queryByTestId('link-offer-replaces')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Не привязывать' }));
    expect(state.decline).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Привязать' }));
    expect(state.confirm).toHaveBeenCalledOnce();
  });

  it('without a @username, names the display name in quotes (never as a username), else the id', async () => {
    await i18n.changeLanguage('ru');
    renderDialog(offer({ telegramUsername: null, telegramName: '@support' }));
    expect(
      await screen.findByRole('heading', { name: 'Привязать Telegram «@support» к вашему аккаунту?' }),
    ).toBeTruthy();
    cleanup();
    renderDialog(offer({ telegramUsername: null, telegramName: null }));
    expect(await screen.findByRole('heading', { name: 'Привязать Telegram ID 6666 к вашему аккаунту?' })).toBeTruthy();
  });

  it('says which chat it replaces, in English too', async () => {
    await i18n.changeLanguage('en');
    renderDialog(offer({ current: { telegramId: '6001', telegramUsername: 'own_phone' } }), true);
    expect(await screen.findByRole('heading', { name: 'Link Telegram @stranger to your account?' })).toBeTruthy();
    expect(screen.getByTestId('link-offer-replaces').textContent).toBe(
      'Telegram @own_phone is linked to your account now. It will be unlinked, and the bot will say so in that chat.',
    );
    expect(screen.getByRole('button', { name: "Don't link" })).toBeTruthy();
    await i18n.changeLanguage('ru');
  });
});
