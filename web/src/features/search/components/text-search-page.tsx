import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ListedSearchResponse } from '../api/search-request.ts';
import type { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from '../pages/search-results-slots.ts';
import { RefinePanel } from './refine-panel.tsx';
import { SearchPageLayout } from './search-page-layout.tsx';
import { SearchResults } from './search-results.tsx';
import { TextSearchForm } from './text-search-form.tsx';

interface TextSearchPageProps extends SearchResultsSlots {
  kind: 'title' | 'description';
  /** The words of the address, as typed. */
  text: string;
  params: ReturnType<typeof useSearchPageParams>;
  query: UseQueryResult<ListedSearchResponse>;
}

/**
 * The screen of a text search, by title or by description: the refining form, the results with their
 * order, statistics and typo-correction notice. The two pages differ only in their field and its search.
 */
export function TextSearchPage({ kind, text, params, query, favoriteSlot }: TextSearchPageProps) {
  const { t } = useTranslation('archive');
  const { page, exactPhrase, noCorrection, categoryIds, categoryIdsKey, sort, pricesVisible } = params;
  useDocumentTitle(t(`pages.${kind}.documentTitle`, { query: text }));
  // Sent only when set, as the search itself sends it.
  const asTyped = noCorrection ? { noCorrection } : {};

  return (
    <SearchPageLayout
      heading={t(`pages.${kind}.heading`)}
      subheading={t(exactPhrase ? 'pages.queryExact' : 'pages.query', { query: text })}
      refine={
        <RefinePanel>
          <TextSearchForm
            key={`${text}|${exactPhrase}|${categoryIdsKey}`}
            kind={kind}
            variant="refine"
            initialText={text}
            initialExact={exactPhrase}
            initialCategoryIds={categoryIds}
          />
        </RefinePanel>
      }
    >
      <SearchResults
        query={query}
        page={page}
        onPageChange={params.setPage}
        favoriteSlot={favoriteSlot}
        sorting={{ searchType: kind, value: sort, onChange: params.setSort, pricesVisible }}
        statsRequest={
          kind === 'title'
            ? { type: 'title', query: { title: text, exactPhrase, categoryIds, ...asTyped } }
            : { type: 'description', query: { description: text, exactPhrase, categoryIds, ...asTyped } }
        }
        correction={{ typedQuery: text, onShowAsTyped: params.showAsTyped }}
      />
    </SearchPageLayout>
  );
}
