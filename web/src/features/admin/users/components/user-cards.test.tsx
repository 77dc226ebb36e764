// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { renderWithApp, testUser } from '../../../../lib/test-render.tsx';
import { UserCards } from './user-cards.tsx';

const reader = testUser({ id: 11, email: 'reader@example.com' });
const colleague = testUser({ id: 12, email: 'colleague@example.com', role: 'Admin' });

function renderCards() {
  const handlers = { onOpen: vi.fn(), onRoleChange: vi.fn(), onAssignPlan: vi.fn() };
  renderWithApp(<UserCards users={[reader, colleague]} currentUserId={1} {...handlers} />, { user: null });
  return handlers;
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['admin']);
});

afterEach(cleanup);

describe('the user cards (phones)', () => {
  it('name each button by its visible text first, then whose it is', () => {
    renderCards();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['Сделать админом', 'Сделать админом: reader@example.com'],
      ['Назначить план', 'Назначить план пользователю reader@example.com'],
      ['Снять админа', 'Снять админа: colleague@example.com'],
      ['Назначить план', 'Назначить план пользователю colleague@example.com'],
    ]);
  });

  it('open the profile on a tap anywhere on the card, though no button wraps the profile link', () => {
    const { onOpen, onRoleChange } = renderCards();
    const link = screen.getByRole('link', { name: 'Открыть профиль reader@example.com' });
    expect(link.closest('button, [role="button"]')).toBeNull();

    const card = screen.getAllByRole('listitem')[0]!;
    fireEvent.click(within(card).getByText('Нет подписки'));
    expect(onOpen).toHaveBeenCalledWith(reader);

    fireEvent.click(within(card).getByRole('button', { name: 'Сделать админом: reader@example.com' }));
    expect(onRoleChange).toHaveBeenCalledWith(reader);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
