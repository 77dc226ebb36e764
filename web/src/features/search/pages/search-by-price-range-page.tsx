import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatPrice } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePriceRangeSearch } from '../api/search-by-price-range.ts';
import { PriceRangeForm } from '../components/price-range-form.tsx';
import { RefinePanel } from '../components/refine-panel.tsx';
import { SearchPageLayout } from '../components/search-page-layout.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import { readWholeNumber } from '../lib/search-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByPriceRange/:minPrice/:maxPrice?page */
export function SearchByPriceRangePage({ favoriteSlot }: SearchResultsSlots = {}) {
  const { t } = useTranslation('archive');
  const params = useParams();
  const minPrice = readWholeNumber(params.minPrice);
  const maxPrice = readWholeNumber(params.maxPrice);
  const valid = minPrice !== null && maxPrice !== null;
  const { page, sort, pricesVisible, setPage, setSort } = useSearchPageParams('priceRange');
  const range = { minPrice: minPrice ?? 0, maxPrice: maxPrice ?? 0 };
  const query = usePriceRangeSearch({ ...range, page, sort }, valid);
  const rangeText = valid ? t('pages.price.range', { min: formatPrice(minPrice), max: formatPrice(maxPrice) }) : '';
  useDocumentTitle(t('pages.price.documentTitle', { range: rangeText }));

  return (
    <SearchPageLayout
      heading={t('pages.price.heading')}
      subheading={rangeText}
      refine={
        <RefinePanel>
          <PriceRangeForm
            key={`${params.minPrice}|${params.maxPrice}`}
            initialMin={minPrice ?? undefined}
            initialMax={maxPrice ?? undefined}
            idPrefix="refine-price"
          />
        </RefinePanel>
      }
    >
      {valid ? (
        <SearchResults
          query={query}
          page={page}
          onPageChange={setPage}
          favoriteSlot={favoriteSlot}
          sorting={{ searchType: 'priceRange', value: sort, onChange: setSort, pricesVisible }}
          statsRequest={{ type: 'priceRange', query: range }}
        />
      ) : (
        <Alert severity="warning">{t('pages.price.invalid')}</Alert>
      )}
    </SearchPageLayout>
  );
}
