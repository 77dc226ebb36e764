// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { reachablePages } from '@raritet/contracts/archive';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { ResultsCapNote, SearchSummary } from './search-summary.tsx';

/** What a result page shows about its count: the summary above the list, the note under the pages. */
function renderCount(totalItems: number, totalIsEstimate: boolean) {
  renderWithApp(
    <>
      <SearchSummary
        totalItems={totalItems}
        totalIsEstimate={totalIsEstimate}
        remainingRequests={null}
        page={1}
        totalPages={reachablePages(totalItems, 10)}
      />
      <ResultsCapNote totalItems={totalItems} />
    </>,
    { user: testUser({ hasSubscription: true }) },
  );
}

/** The page's text as read, spaces (no-break ones between digit groups too) as one. */
const shown = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

afterEach(cleanup);

// The rule comes from ADR 0042, bounded queries.
describe('more results than the pages reach', () => {
  it('offers the pages within the first 10,000 and says to refine the search', async () => {
    await i18n.changeLanguage('ru');
    renderCount(230_000, true);
    expect(shown()).toContain('Найдено около 230 000 · страница 1 из 1 000');
    expect(shown()).toContain('Показаны первые 10 000 результатов — уточните запрос');
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    renderCount(12_345, true);
    expect(shown()).toContain('Only the first 10 000 results are shown — refine the search');
    await i18n.changeLanguage('ru');
  });

  it('says nothing of the kind when every result can be paged through', async () => {
    await i18n.changeLanguage('ru');
    renderCount(10_000, false);
    expect(shown()).toContain('Найдено: 10 000 · страница 1 из 1 000');
    expect(shown()).not.toContain('уточните запрос');
  });
});
