import { useParams } from 'react-router-dom';
import { useTitleSearch } from '../api/search-by-title.ts';
import { TextSearchPage } from '../components/text-search-page.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import type { SearchResultsSlots } from './search-results-slots.ts';

/** /searchByTitle/:title?exactPhrase&noCorrection&sort&page&categoryIds */
export function SearchByTitlePage({ favoriteSlot }: SearchResultsSlots = {}) {
  const title = (useParams().title ?? '').trim();
  const params = useSearchPageParams('title');
  const { exactPhrase, noCorrection, page, categoryIds, sort } = params;
  const query = useTitleSearch({ title, exactPhrase, noCorrection, page, categoryIds, sort });
  return <TextSearchPage kind="title" text={title} params={params} query={query} favoriteSlot={favoriteSlot} />;
}
