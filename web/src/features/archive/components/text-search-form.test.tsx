// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { TextSearchForm } from './text-search-form.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submitRefined(route: string) {
  // The category filter asks for the categories; an empty list is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, [])),
  );
  renderWithApp(<TextSearchForm kind="title" variant="refine" initialText="Пушкин" />, {
    user: testUser({ hasSubscription: true }),
    route,
  });
  const field = screen.getByRole('textbox', { name: /Поиск по названию/ });
  fireEvent.change(field, { target: { value: 'Лермонтов' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  return screen.getByTestId('location').textContent;
}

describe('refining a title search', () => {
  it('keeps the order the results were shown in', () => {
    expect(submitRefined('/searchByTitle/Пушкин?sort=price_desc&page=4')).toBe(
      `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=false&sort=price_desc`,
    );
  });

  it('adds no order when the results had none', () => {
    expect(submitRefined('/searchByTitle/Пушкин')).toBe(
      `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=false`,
    );
  });
});

describe('a drawn search form in the moment of its takeover', () => {
  it('sends on Enter the text its field shows before the state has it', async () => {
    renderWithApp(<TextSearchForm kind="title" variant="hero" />, { user: null, route: '/' });
    const field = screen.getByRole('textbox', { name: /Поиск по названию/ });
    // Typed into the drawing: the field has it, the form's state not yet (lib/drawn-fields.ts).
    (field as HTMLInputElement).value = 'Лермонтов';
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=false`,
      ),
    );
  });
});
