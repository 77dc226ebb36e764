import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDescriptionSearch } from '../api/search-by-description.ts';
import { RefinePanel } from '../components/refine-panel.tsx';
import { SearchPageLayout } from '../components/search-page-layout.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { TextSearchForm } from '../components/text-search-form.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByDescription/:description?exactPhrase&page&categoryIds */
export function SearchByDescriptionPage({ favoriteSlot }: SearchResultsSlots = {}) {
  const { t } = useTranslation('archive');
  const description = (useParams().description ?? '').trim();
  const {
    page,
    exactPhrase,
    noCorrection,
    categoryIds,
    categoryIdsKey,
    sort,
    pricesVisible,
    setPage,
    setSort,
    showAsTyped,
  } = useSearchPageParams('description');
  const query = useDescriptionSearch({ description, exactPhrase, noCorrection, page, categoryIds, sort });
  useDocumentTitle(t('pages.description.documentTitle', { query: description }));

  return (
    <SearchPageLayout
      heading={t('pages.description.heading')}
      subheading={t(exactPhrase ? 'pages.queryExact' : 'pages.query', { query: description })}
      refine={
        <RefinePanel>
          <TextSearchForm
            key={`${description}|${exactPhrase}|${categoryIdsKey}`}
            kind="description"
            variant="refine"
            initialText={description}
            initialExact={exactPhrase}
            initialCategoryIds={categoryIds}
          />
        </RefinePanel>
      }
    >
      <SearchResults
        query={query}
        page={page}
        onPageChange={setPage}
        favoriteSlot={favoriteSlot}
        sorting={{ searchType: 'description', value: sort, onChange: setSort, pricesVisible }}
        statsRequest={{
          type: 'description',
          query: { description, exactPhrase, categoryIds, ...(noCorrection ? { noCorrection } : {}) },
        }}
        correction={{ typedQuery: description, onShowAsTyped: showAsTyped }}
      />
    </SearchPageLayout>
  );
}
