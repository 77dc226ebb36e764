// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { CorrectedQueryNotice } from './corrected-query-notice.tsx';

afterEach(cleanup);

function renderNotice(onShowAsTyped = vi.fn()) {
  renderWithApp(
    <CorrectedQueryNotice correctedQuery="Тараканище" typedQuery="Таракнаище" onShowAsTyped={onShowAsTyped} />,
    {
      user: testUser({ hasSubscription: true }),
    },
  );
  return onShowAsTyped;
}

// The rule comes from ADR 0044, typo correction and relevance tiers.
describe('the notice of a corrected query', () => {
  it('names the query the results are for, and offers the query as typed', async () => {
    await i18n.changeLanguage('ru');
    const onShowAsTyped = renderNotice();
    expect(screen.getByText('Показаны результаты по запросу «Тараканище»')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Искать «Таракнаище» как написано' }));
    expect(onShowAsTyped).toHaveBeenCalledOnce();
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    renderNotice();
    expect(screen.getByText('Showing results for "Тараканище"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search for "Таракнаище" as typed' })).toBeTruthy();
  });
});
