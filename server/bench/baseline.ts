import type { Database } from '../src/db/client.ts';
import { searchWords } from '../src/features/search/query-text.ts';
import type { SearchInput } from '../src/features/search/searches.ts';

/**
 * The naive way to do each search, to beat: `lower(title) LIKE '%stem%'` for every word (no index
 * can help), an exact count(*) for the page count, then the page. Category, seller and price searches
 * have indexes either way; their naive version is the exact count plus the page.
 */
export async function naiveSearch(database: Database, input: SearchInput): Promise<void> {
  const page = `order by b.sale_date desc, b.id desc limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`;
  let where: string;
  let params: unknown[];
  switch (input.type) {
    case 'title':
    case 'description': {
      const column =
        input.type === 'title' ? `lower(b.title || ' ' || coalesce(b.author, ''))` : 'lower(b.description_text)';
      const words = searchWords(input.query);
      const [row] = await database.query<{ stems: string[] }>(
        `select array_agg('%' || coalesce((ts_lexize('russian_stem', w))[1], w) || '%') as stems
           from unnest($1::text[]) w`,
        [words],
      );
      const patterns = input.exactPhrase ? [`%${words.join(' ')}%`] : (row?.stems ?? []);
      where = `${column} like all($1::text[])`;
      params = [patterns];
      if (input.categoryIds?.length) {
        where += ' and b.category_id = any($2::int[])';
        params.push(input.categoryIds);
      }
      break;
    }
    case 'category':
      where = 'b.category_id = $1';
      params = [input.categoryId];
      break;
    case 'seller':
      where = 'b.seller_id in (select id from sellers where lower(name) = lower($1))';
      params = [input.sellerName];
      break;
    case 'priceRange':
      where = 'b.final_price between $1 and $2';
      params = [input.minPrice, input.maxPrice];
      break;
  }
  await database.query(`select count(*) from books b where ${where}`, params);
  await database.query(`select b.id, b.title from books b where ${where} ${page}`, params);
}
