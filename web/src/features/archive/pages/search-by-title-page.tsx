import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTitleSearch } from '../api/search-by-title.ts';
import { RefinePanel } from '../components/refine-panel.tsx';
import { SearchPageLayout } from '../components/search-page-layout.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { TextSearchForm } from '../components/text-search-form.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByTitle/:title?exactPhrase&page&categoryIds */
export function SearchByTitlePage({ favoriteSlot }: SearchResultsSlots = {}) {
  const { t } = useTranslation('archive');
  const title = (useParams().title ?? '').trim();
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
  } = useSearchPageParams('title');
  const query = useTitleSearch({ title, exactPhrase, noCorrection, page, categoryIds, sort });
  useDocumentTitle(t('pages.title.documentTitle', { query: title }));

  return (
    <SearchPageLayout
      heading={t('pages.title.heading')}
      subheading={t(exactPhrase ? 'pages.queryExact' : 'pages.query', { query: title })}
      refine={
        <RefinePanel>
          <TextSearchForm
            key={`${title}|${exactPhrase}|${categoryIdsKey}`}
            kind="title"
            variant="refine"
            initialText={title}
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
        sorting={{ searchType: 'title', value: sort, onChange: setSort, pricesVisible }}
        statsRequest={{
          type: 'title',
          query: { title, exactPhrase, categoryIds, ...(noCorrection ? { noCorrection } : {}) },
        }}
        correction={{ typedQuery: title, onShowAsTyped: showAsTyped }}
      />
    </SearchPageLayout>
  );
}
