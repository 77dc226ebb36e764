import { useParams } from 'react-router-dom';
import { useDescriptionSearch } from '../api/search-by-description.ts';
import { TextSearchPage } from '../components/text-search-page.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByDescription/:description?exactPhrase&noCorrection&sort&page&categoryIds */
export function SearchByDescriptionPage({ favoriteSlot }: SearchResultsSlots = {}) {
  const description = (useParams().description ?? '').trim();
  const params = useSearchPageParams('description');
  const { exactPhrase, noCorrection, page, categoryIds, sort } = params;
  const query = useDescriptionSearch({ description, exactPhrase, noCorrection, page, categoryIds, sort });
  return (
    <TextSearchPage kind="description" text={description} params={params} query={query} favoriteSlot={favoriteSlot} />
  );
}
