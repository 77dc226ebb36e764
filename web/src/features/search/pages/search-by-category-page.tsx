import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../../../lib/categories.ts';
import { useCategorySearch } from '../api/search-by-category.ts';
import { CategoryBreadcrumb } from '../../books/components/category-breadcrumb.tsx';
import { SearchPageLayout } from '../components/search-page-layout.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import { readWholeNumber } from '../lib/search-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByCategory/:categoryId?page */
export function SearchByCategoryPage({ favoriteSlot }: SearchResultsSlots = {}) {
  const { t } = useTranslation('archive');
  const categoryId = readWholeNumber(useParams().categoryId) ?? 0;
  const valid = categoryId > 0;
  const { page, sort, pricesVisible, setPage, setSort } = useSearchPageParams('category');
  const query = useCategorySearch({ categoryId, page, sort });
  const categories = useCategories();
  const category = categories.data?.find((item) => item.id === categoryId);
  // The catalogue may still be loading (or have failed): the books name their category too.
  const fallback = valid ? t('categoryPage.fallbackName', { id: categoryId }) : t('categoryPage.unknown');
  const name = category?.name ?? query.data?.items[0]?.categoryName ?? fallback;
  useDocumentTitle(name);

  return (
    <SearchPageLayout
      top={<CategoryBreadcrumb categoryName={name} />}
      heading={name}
      subheading={
        category?.description ? <Typography sx={{ maxWidth: 820 }}>{category.description}</Typography> : undefined
      }
    >
      {valid ? (
        <SearchResults
          query={query}
          page={page}
          onPageChange={setPage}
          favoriteSlot={favoriteSlot}
          sorting={{ searchType: 'category', value: sort, onChange: setSort, pricesVisible }}
          statsRequest={{ type: 'category', query: { categoryId } }}
        />
      ) : (
        <Alert severity="info">{t('search.nothingFound')}</Alert>
      )}
    </SearchPageLayout>
  );
}
