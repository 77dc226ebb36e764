import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookImages, RecentSale } from '@raritet/contracts/archive';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { seedDemoArchive } from '@raritet/demo/seeding/seed';
import { demoSeedingHost } from '../../demo-mode/demo-mode.ts';

let t: TestApp;
let token: string;
let lot: { id: number; images: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  await seedDemoArchive(demoSeedingHost(t.database), { count: 60, seed: 7 });
  token = (await createAdmin(t.app, t.services)).token;
  const [row] = await t.database.query<{ id: number; image_names: string[] }>(
    'select id, image_names from books where cardinality(image_names) >= 2 order by id limit 1',
  );
  lot = { id: row!.id, images: row!.image_names };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

describe('images of the demo archive, as the app is wired', () => {
  it('lists the names and serves the original and its thumbnails', async () => {
    const list = await get(`/api/books/${lot.id}/images`);
    const listed = list.json() as BookImages;
    expect(listed.images).toEqual(lot.images);
    expect(listed.imageUrls.map((urls) => urls.name)).toEqual(lot.images);
    const original = await get(`/api/books/${lot.id}/images/${lot.images[1]}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const width = (await sharp(original.rawPayload).metadata()).width;
    expect(width).toBeGreaterThan(320);
    const thumbnail = await get(`/api/books/${lot.id}/images/${lot.images[1]}?size=160`);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(160);
    const again = await get(`/api/books/${lot.id}/images/${lot.images[1]}?size=160`, {
      'if-none-match': String(thumbnail.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  }, 60_000);

  it('recent sales point at images that load for a guest', async () => {
    const sales = (
      await t.app.inject({ method: 'GET', url: '/api/books/recent-sales?limit=20' })
    ).json() as RecentSale[];
    const withImage = sales.find((sale) => sale.thumbnailUrl !== null);
    expect(withImage).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: withImage!.thumbnailUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }, 60_000);
});
