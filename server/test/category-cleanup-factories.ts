import type { LoginResponse } from '@raritet/contracts/auth';
import type { TestApp } from './app.ts';
import { insertCategory, insertLots, type LotInput } from './archive-factories.ts';
import { bearer, createAdmin, registerUser } from './factories.ts';
import { addFavorites } from './member-factories.ts';

/** Any call to the cleanup API as someone (a token) or as a guest; JSON bodies both ways. */
export async function cleanupCall<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { token, body, lang = 'ru' }: { token?: string | undefined; body?: unknown; lang?: string } = {},
) {
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), 'accept-language': lang };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method,
    url: `/api/CategoryCleanup${url}`,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

const lot = (title: string, category: string, date = '2020-01-01T00:00:00Z'): LotInput => ({
  title,
  category,
  seller: 'Букинист',
  price: 1000,
  date,
});

/**
 * A crafted archive whose counts are known by hand (see category-cleanup.int.test.ts):
 * 'Карты'/'карты' and 'Учёные записки'/'ученые записки' are duplicates, 'unknown' and 'Interested'
 * placeholders, 'Пустая' has no lots. Titles shared between categories are written differently
 * (case, 'ё', old letters) to show that books are compared folded.
 */
export async function seedCleanupArchive(t: TestApp) {
  const ids = await insertLots(t.database, [
    lot('Атлас губерний', 'Карты'),
    lot('АТЛАС губерний', 'Карты'),
    lot('План Москвы', 'Карты'),
    lot('Лоция Белого моря', 'Карты', '2021-05-05T00:00:00Z'),
    lot('план москвы', 'карты'),
    lot('Карта Сибири', 'карты'),
    lot('Букварь', 'unknown'),
    lot('Атлас губерній', 'unknown'),
    lot('Сонник', 'Interested'),
    lot('Труды общества', 'Учёные записки'),
  ]);
  await insertCategory(t.database, 'ученые записки');
  await insertCategory(t.database, 'Пустая');
  const [atlas, atlasCaps, moscow, , moscowLower, siberia, primer, atlasUnknown, dreams] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const admin = await createAdmin(t.app, t.services);
  const reader: LoginResponse = await registerUser(t.app, t.database);
  const other: LoginResponse = await registerUser(t.app, t.database);
  await addFavorites(t, reader.token, [primer, atlas, moscowLower]);
  await addFavorites(t, other.token, [primer, atlasUnknown, dreams, siberia]);
  return {
    admin,
    reader,
    other,
    lots: { atlas, atlasCaps, moscow, moscowLower, siberia, primer, atlasUnknown, dreams },
  };
}

/** Rows the API cannot show, for "nothing changed" checks. */
export async function archiveCounts(t: TestApp) {
  const [row] = await t.database.query<{ categories: number; books: number; favorites: number }>(
    `select (select count(*)::int from categories) as categories, (select count(*)::int from books) as books,
            (select count(*)::int from favorites) as favorites`,
  );
  return row!;
}

export async function categoryIdByName(t: TestApp, name: string): Promise<number | undefined> {
  const [row] = await t.database.query<{ id: number }>('select id from categories where name = $1', [name]);
  return row?.id;
}
