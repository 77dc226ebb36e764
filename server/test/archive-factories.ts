import type { LoginResponse } from '@raritet/contracts/auth';
import type { Database } from '../src/db/client.ts';
import type { ImageSource } from '../src/features/books/images.ts';
import { createTestApp, type TestApp } from './app.ts';
import { bearer, createAdmin, registerUser } from './factories.ts';

/** A hand-written lot: the exact title, description, price and date a test asserts on. */
export type LotInput = {
  title: string;
  author?: string | null;
  year?: number | null;
  type?: string;
  description?: string;
  descriptionHtml?: string;
  seller: string;
  category: string;
  price: number;
  /** ISO date (or date-time) of the sale. */
  date: string;
  images?: string[];
  publisher?: string | null;
  language?: string;
};

let lotSequence = 0;

/** Inserts a category once (by name) and returns its id. */
export async function insertCategory(database: Database, name: string, description: string | null = null) {
  const [row] = await database.query<{ id: number }>(
    `insert into categories (name, description) values ($1, $2)
     on conflict (name) do update set description = coalesce(excluded.description, categories.description)
     returning id`,
    [name, description],
  );
  return row!.id;
}

/** Inserts a seller once (by name, ignoring case) and returns its id. */
export async function insertSeller(database: Database, name: string) {
  const [existing] = await database.query<{ id: number }>('select id from sellers where lower(name) = lower($1)', [
    name,
  ]);
  if (existing) return existing.id;
  const [row] = await database.query<{ id: number }>('insert into sellers (name) values ($1) returning id', [name]);
  return row!.id;
}

/** Inserts the lots in the order given and returns their ids (categories and sellers made as needed). */
export async function insertLots(database: Database, lots: LotInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const lot of lots) {
    const categoryId = await insertCategory(database, lot.category);
    const sellerId = await insertSeller(database, lot.seller);
    const description = lot.description ?? '';
    const [row] = await database.query<{ id: number }>(
      `insert into books (source_lot_id, title, author, year, type, description_html, description_text, seller_id,
                          publisher, language, category_id, final_price, sale_date, image_names)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[])
       returning id`,
      [
        900_000 + ++lotSequence,
        lot.title,
        lot.author ?? null,
        lot.year ?? null,
        lot.type ?? 'Книга',
        lot.descriptionHtml ?? `<p>${description}</p>`,
        description,
        sellerId,
        lot.publisher ?? null,
        lot.language ?? 'Русский',
        categoryId,
        lot.price,
        lot.date,
        lot.images ?? [],
      ],
    );
    ids.push(row!.id);
  }
  // Fresh statistics, as after seeding: the planner's estimates are part of what is tested.
  await database.query('analyze books');
  return ids;
}

export type Roles = {
  user: LoginResponse;
  subscriber: LoginResponse;
  admin: LoginResponse;
  /** The subscriber's plan: a fresh one with this monthly limit. */
  limit: number;
};

/** A user without a subscription, a subscriber on a plan with `limit` requests a month, and an admin. */
export async function createRoles(t: TestApp, limit = 1000): Promise<Roles> {
  const user = await registerUser(t.app, t.database);
  const subscriber = await subscriberWithLimit(t, limit);
  const admin = await createAdmin(t.app, t.services);
  return { user, subscriber, admin, limit };
}

let planSequence = 0;

/** Registers a user and assigns them a new plan with this monthly request limit, as an administrator would. */
export async function subscriberWithLimit(t: TestApp, limit: number): Promise<LoginResponse> {
  const billing = t.services.billing;
  const plan = await billing.createPlan({
    name: `Архив ${limit} #${++planSequence}`,
    price: 10,
    monthlyRequestLimit: limit,
    isActive: true,
  });
  const session = await registerUser(t.app, t.database);
  await billing.assignPlan(session.user.id, { planId: plan.id, autoRenew: false });
  return session;
}

/** GET an API path as someone (a token) or as a guest (undefined); returns status and parsed body. */
export async function apiGet<T = unknown>(
  t: TestApp,
  url: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : undefined) as T, response };
}

/** `?a=1&b=x` from an object; arrays repeat the key, as the web app sends `categoryIds`. */
export function queryString(params: Record<string, string | number | boolean | (string | number)[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `?${search.toString()}`;
}

/** The real app (createTestApp) with any environment and, optionally, its own lot images. */
export function createArchiveTestApp({
  env = {},
  imageSource,
}: { env?: Record<string, string>; imageSource?: ImageSource } = {}): Promise<TestApp> {
  return createTestApp(env, imageSource ? { imageSource } : {});
}
