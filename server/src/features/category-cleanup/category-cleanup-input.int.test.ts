import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NAMES_MAX, MERGE_SOURCES_MAX } from '@raritet/contracts/category-cleanup';
import type { ErrorBody } from '@raritet/contracts/errors';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import {
  archiveCounts,
  categoryIdByName,
  cleanupCall,
  seedCleanupArchive,
} from '../../../test/category-cleanup-factories.ts';

/** Who may call the cleanup, and what bad input gets: never a 500, never a partial write. */
let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedCleanupArchive>>;
let mapsId: number;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedCleanupArchive(t);
  mapsId = (await categoryIdByName(t, 'Карты'))!;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  cleanupCall<ErrorBody>(t, method, url, { token: seeded.admin.token, body });

const routes = (): [string, 'GET' | 'POST' | 'DELETE', string, unknown][] => [
  ['list', 'GET', '/categories', undefined],
  ['analyze', 'POST', '/analyze', ['unknown']],
  ['analyze unwanted', 'GET', '/analyze-unwanted', undefined],
  ['delete by names', 'DELETE', '/byNames', ['unknown']],
  ['delete unwanted', 'DELETE', '/unwanted', undefined],
  ['delete one', 'DELETE', `/${mapsId}`, undefined],
  ['merge', 'POST', '/merge', { sourceIds: [mapsId], targetId: mapsId + 1 }],
];

describe('access', () => {
  it('answers a guest 401 and a user who is not an admin 403, and changes nothing', async () => {
    const before = await archiveCounts(t);
    for (const [name, method, url, body] of routes()) {
      const guest = await cleanupCall<ErrorBody>(t, method, url, { body });
      expect(guest.status, name).toBe(401);
      const user = await cleanupCall<ErrorBody>(t, method, url, { token: seeded.reader.token, body });
      expect(user.status, name).toBe(403);
      expect(user.body.code, name).toBe('admin_required');
    }
    expect(await archiveCounts(t)).toEqual(before);
  });
});

describe('bad input', () => {
  const required = 'Пожалуйста, введите названия категорий, разделенные запятыми';

  it.each([
    ['an empty list', [], required],
    ['only blank names', ['', '   ', '\t'], required],
    ['a list over the limit', Array.from({ length: CATEGORY_NAMES_MAX + 1 }, (_, i) => `c${i}`), null],
    ['a name over the limit', ['x'.repeat(501)], null],
    ['an object instead of a list', { names: ['unknown'] }, null],
    ['numbers instead of names', [1, 2], null],
    ['a NUL in a name', ['unk\u0000nown'], null],
  ])('names: %s → 400 with its own message, for analysis and deletion', async (_, body, message) => {
    const before = await archiveCounts(t);
    for (const [method, url] of [
      ['POST', '/analyze'],
      ['DELETE', '/byNames'],
    ] as const) {
      const response = await asAdmin(method, url, body);
      expect(response.status).toBe(400);
      expect(response.body.code).not.toBe('validation_failed');
      if (message) expect(response.body.message).toBe(message);
    }
    expect(await archiveCounts(t)).toEqual(before);
  });

  it('names the limits in the messages', async () => {
    const tooMany = await asAdmin(
      'POST',
      '/analyze',
      Array.from({ length: CATEGORY_NAMES_MAX + 1 }, () => 'x'),
    );
    expect(tooMany.body).toEqual({
      code: 'category_names_too_many',
      message: 'Слишком много названий категорий в одном запросе (не больше 1000).',
    });
    expect((await asAdmin('POST', '/analyze', ['unk\u0000nown'])).body.code).toBe('text_invalid_character');
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999', '12abc', '%20'])('DELETE /CategoryCleanup/%s → 400', async (id) => {
    const response = await asAdmin('DELETE', `/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'category_id_invalid', message: 'Некорректный идентификатор категории.' });
  });

  it('an unknown id is a 404, for deletion and for merge', async () => {
    expect((await asAdmin('DELETE', '/2000000000')).body.code).toBe('category_not_found');
    const merge = await asAdmin('POST', '/merge', { sourceIds: [2_000_000_000], targetId: mapsId });
    expect(merge.status).toBe(404);
    expect(merge.body.message).toBe('Категория не найдена.');
    const unknownTarget = await asAdmin('POST', '/merge', { sourceIds: [mapsId], targetId: 2_000_000_000 });
    expect(unknownTarget.status).toBe(404);
  });

  it.each([
    ['the target among the sources', { sourceIds: [1, 2], targetId: 2 }, 'category_merge_target_in_sources'],
    ['no sources', { sourceIds: [], targetId: 2 }, 'category_merge_sources_required'],
    ['sources missing', { targetId: 2 }, 'category_merge_sources_required'],
    ['a text id', { sourceIds: ['x'], targetId: 2 }, 'category_id_invalid'],
    ['a fractional id', { sourceIds: [1.5], targetId: 2 }, 'category_id_invalid'],
    ['a negative target', { sourceIds: [1], targetId: -2 }, 'category_id_invalid'],
    ['a target too large', { sourceIds: [1], targetId: 2 ** 31 }, 'category_id_invalid'],
    [
      'too many sources',
      { sourceIds: Array.from({ length: MERGE_SOURCES_MAX + 1 }, (_, i) => i + 10), targetId: 2 },
      'category_merge_too_many',
    ],
  ])('merge with %s → 400 %s', async (_, body, code) => {
    const before = await archiveCounts(t);
    const response = await asAdmin('POST', '/merge', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(await archiveCounts(t)).toEqual(before);
  });

  it('the target among the sources is refused with its message, in both languages', async () => {
    const ru = await asAdmin('POST', '/merge', { sourceIds: [mapsId], targetId: mapsId });
    expect(ru.body.message).toBe('Категория, в которую переносятся лоты, не может быть среди объединяемых.');
    const en = await cleanupCall<ErrorBody>(t, 'POST', '/merge', {
      token: seeded.admin.token,
      body: { sourceIds: [mapsId], targetId: mapsId },
      lang: 'en',
    });
    expect(en.body.message).toBe('The category the lots move to cannot be among the ones merged into it.');
  });
});

describe('the API document', () => {
  it('lists every cleanup route as an admin route with bearer security', async () => {
    // As an administrator: admin operations are listed to them only (ADR 0050).
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(seeded.admin.token) })
    ).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/CategoryCleanup'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
      );
    expect(operations.map(({ route }) => route).sort()).toEqual([
      'DELETE /api/CategoryCleanup/byNames',
      'DELETE /api/CategoryCleanup/unwanted',
      'DELETE /api/CategoryCleanup/{id}',
      'GET /api/CategoryCleanup/analyze-unwanted',
      'GET /api/CategoryCleanup/categories',
      'POST /api/CategoryCleanup/analyze',
      'POST /api/CategoryCleanup/merge',
    ]);
    for (const { operation } of operations) {
      expect(operation.tags).toEqual(['admin: categories']);
      expect(operation.security).toEqual([{ bearer: [] }]);
    }
  });
});
