import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSellerSearch } from '../api/search-by-seller.ts';
import { SearchPageLayout } from '../components/search-page-layout.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchBySeller/:sellerName?page — opened from a seller chip. */
export function SearchBySellerPage({ favoriteSlot }: SearchResultsSlots = {}) {
  const { t } = useTranslation('archive');
  const sellerName = (useParams().sellerName ?? '').trim();
  const { page, sort, pricesVisible, setPage, setSort } = useSearchPageParams('seller');
  const query = useSellerSearch({ sellerName, page, sort });
  useDocumentTitle(t('pages.seller.documentTitle', { seller: sellerName }));

  return (
    <SearchPageLayout
      heading={t('pages.seller.heading', { seller: sellerName })}
      subheading={t('pages.seller.subheading')}
    >
      <SearchResults
        query={query}
        page={page}
        onPageChange={setPage}
        favoriteSlot={favoriteSlot}
        sorting={{ searchType: 'seller', value: sort, onChange: setSort, pricesVisible }}
        statsRequest={{ type: 'seller', query: { sellerName } }}
      />
    </SearchPageLayout>
  );
}
