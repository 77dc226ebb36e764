// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { BookUpdateLogEntry } from '@raritet/contracts/book-update';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { UpdateLog } from './update-log.tsx';

const logs: BookUpdateLogEntry[] = Array.from({ length: 40 }, (_, index) => ({
  timestamp: new Date(Date.UTC(2026, 0, 1, 12, 0, index)).toISOString(),
  message: 'Лот сохранён',
  operationName: 'lot',
  lotId: 5000 + index,
  isError: false,
  exceptionMessage: null,
}));

function renderLog(wide: boolean) {
  render(
    <I18nextProvider i18n={i18n}>
      <UpdateLog logs={logs} wide={wide} />
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['admin']);
});

afterEach(cleanup);

describe('the book-update log', () => {
  it('scrolls its table in a named region the keyboard can reach', () => {
    renderLog(true);
    const region = screen.getByRole('region', { name: 'Журнал обновления книг' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelectorAll('tbody tr')).toHaveLength(40);
  });

  it('lists the last ten on phones, with nothing to scroll and so no extra stop for the keyboard', () => {
    renderLog(false);
    expect(screen.queryByRole('region', { name: 'Журнал обновления книг' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Журнал обновления книг' }).querySelectorAll('li')).toHaveLength(10);
  });
});
