import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertLots, type LotInput } from '../../test/archive-factories.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import type { ImageSource } from '../features/books/images.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/** A PNG header and then very compressible bytes: anything that compressed it again would show. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20_000, 7)]);
/** Bytes of no known image format: sent as application/octet-stream. */
const UNKNOWN = Buffer.alloc(20_000, 'a');
const imageSource: ImageSource = async (_book, name) =>
  name === 'cover.png' ? PNG : name === 'scan.raw' ? UNKNOWN : null;

let t: TestApp;
let admin: LoginResponse;
let lotId: number;

beforeAll(async () => {
  t = await createTestApp({}, { imageSource });
  admin = await createAdmin(t.app, t.services);
  // Enough categories for the category list to pass the threshold.
  const lots: LotInput[] = Array.from({ length: 40 }, (_, index) => ({
    title: `Лот ${index}`,
    category: `Категория номер ${index} — старопечатные книги и рукописи`,
    seller: 'Лавка',
    price: 1000 + index,
    date: '2023-01-01',
    images: ['cover.png', 'scan.raw'],
  }));
  [lotId] = (await insertLots(t.database, lots)) as [number];
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('API answers are compressed above the threshold', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['*', 'gzip'],
  ])('JSON for Accept-Encoding %s is sent as %s, with Vary', async (accept, encoding) => {
    const response = await get('/api/categories', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const json = decoded(response);
    expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(json) / 2);
    expect(JSON.parse(json)).toHaveLength(40);
  });

  it('plain JSON when the client accepts no encoding', async () => {
    const response = await get('/api/categories');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveLength(40);
  });

  it('small JSON is sent as it is', async () => {
    const response = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('errors are JSON like any answer: compressed only when large', async () => {
    const response = await get('/api/no-such-route', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('the OpenAPI document (large JSON) is compressed', async () => {
    const response = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(response))).toHaveProperty('openapi');
  });
});

describe('binary answers pass untouched', () => {
  it('a lot image keeps its bytes and its own caching headers', async () => {
    const response = await get(`/api/books/${lotId}/images/cover.png`, {
      ...bearer(admin.token),
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['cache-control']).toBeDefined();
  });

  it('an image of unknown format (octet-stream) is not compressed either', async () => {
    const response = await get(`/api/books/${lotId}/images/scan.raw`, {
      ...bearer(admin.token),
      'accept-encoding': 'br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(UNKNOWN)).toBe(true);
  });

  it('a ZIP download (the plans export) is streamed as it is, its length kept', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/export-subscription-plans',
      headers: bearer(admin.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { taskId } = started.json() as { taskId: string };
    await t.jobs.drain();
    const download = await get(`/api/admin/download-exported-subscription-plans/${taskId}`, {
      ...bearer(admin.token),
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('request bodies are not inflated: a gzip body is refused as the JSON it is not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
  });
});
