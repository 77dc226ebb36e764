import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_SIZE_LIMITS } from '@raritet/contracts/transfers';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createUploads, type Uploads } from './uploads.ts';

let t: TestDatabase;
let dir: string;
let uploads: Uploads;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'raritet-uploads-'));
  uploads = createUploads(t.database, join(dir, 'transfers', 'uploads'));
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text);
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { statusCode: number; code: string; params: unknown } | undefined;
  expect(error, 'expected a refusal').toBeDefined();
  return { statusCode: error!.statusCode, code: error!.code, params: error!.params };
}

describe('chunked uploads', () => {
  it('takes chunks in order and with offsets, acknowledges a retried chunk and finishes', async () => {
    const { id } = await uploads.init({ kind: 'plans', size: 10, fileName: 'plans.ZIP' });
    expect(await uploads.chunk(id, bytes('0123'))).toMatchObject({ received: 4, size: 10, finished: false });
    // A retry of the first chunk after a lost answer: acknowledged, nothing changes.
    expect(await uploads.chunk(id, bytes('0123'), 0)).toMatchObject({ received: 4 });
    // A retry overlapping what was received and carrying new bytes beyond it.
    expect(await uploads.chunk(id, bytes('2345'), 2)).toMatchObject({ received: 6 });
    expect(await uploads.chunk(id, bytes('6789'), 6)).toMatchObject({ received: 10 });
    const finished = await uploads.finish(id);
    expect(finished).toMatchObject({ id, kind: 'plans', size: 10, fileName: 'plans.ZIP' });
    expect((await readFile(finished.path)).toString()).toBe('0123456789');
    // Finishing again (a retry) answers the same; a chunk after finishing is refused.
    expect(await uploads.finish(id)).toEqual(finished);
    expect(await refusal(uploads.chunk(id, bytes('x'), 9))).toMatchObject({
      statusCode: 409,
      code: 'transfer_upload_finished',
    });
    expect(await uploads.state(id)).toMatchObject({ received: 10, finished: true });
    await uploads.drop(id);
    expect(await uploads.state(id)).toBeUndefined();
    await expect(readFile(finished.path)).rejects.toThrow();
  });

  it('refuses different bytes at a received offset (409) and a gap, changing nothing', async () => {
    const { id } = await uploads.init({ kind: 'users', size: 8 });
    await uploads.chunk(id, bytes('abcd'));
    expect(await refusal(uploads.chunk(id, bytes('abXd'), 0))).toEqual({
      statusCode: 409,
      code: 'transfer_chunk_conflict',
      params: { offset: 0 },
    });
    expect(await refusal(uploads.chunk(id, bytes('zz'), 6))).toEqual({
      statusCode: 409,
      code: 'transfer_chunk_gap',
      params: { offset: 6, received: 4 },
    });
    expect(await uploads.state(id)).toMatchObject({ received: 4 });
    expect((await readFile(uploads.pathOf(id))).toString()).toBe('abcd');
    await uploads.drop(id);
  });

  it('refuses alone a chunk that goes past the declared size, and the upload goes on', async () => {
    const { id } = await uploads.init({ kind: 'archive', size: 5 });
    await uploads.chunk(id, bytes('abc'));
    expect(await refusal(uploads.chunk(id, bytes('def')))).toEqual({
      statusCode: 409,
      code: 'transfer_chunk_overflow',
      params: { received: 3, size: 5 },
    });
    expect(await uploads.state(id)).toMatchObject({ received: 3, finished: false });
    expect(await uploads.chunk(id, bytes('de'), 3)).toMatchObject({ received: 5 });
    expect((await readFile(uploads.pathOf(id))).toString()).toBe('abcde');
    await uploads.drop(id);
  });

  it('refuses to finish short, and the upload stays open for the rest', async () => {
    const { id } = await uploads.init({ kind: 'plans', size: 6 });
    await uploads.chunk(id, bytes('abc'));
    expect(await refusal(uploads.finish(id))).toEqual({
      statusCode: 400,
      code: 'transfer_upload_incomplete',
      params: { received: 3, size: 6 },
    });
    await uploads.chunk(id, bytes('def'));
    expect((await uploads.finish(id)).size).toBe(6);
    await uploads.drop(id);
  });

  it('refuses a name not ending in .zip with the section text, and a size over the limit or not positive', async () => {
    expect(await refusal(uploads.init({ kind: 'plans', size: 10, fileName: 'plans.tar' }))).toMatchObject({
      statusCode: 400,
      code: 'transfer_plans_file_not_zip',
    });
    expect(await refusal(uploads.init({ kind: 'users', size: 10, fileName: 'users.zip.exe' }))).toMatchObject({
      code: 'transfer_users_file_not_zip',
    });
    for (const [kind, size] of [
      ['plans', TRANSFER_SIZE_LIMITS.plans + 1],
      ['users', TRANSFER_SIZE_LIMITS.users + 1],
      ['archive', TRANSFER_SIZE_LIMITS.archive + 1],
      ['plans', 0],
      ['users', -1],
      ['archive', 1.5],
    ] as const) {
      expect(await refusal(uploads.init({ kind, size }))).toMatchObject({
        statusCode: 400,
        code: 'transfer_file_size_invalid',
      });
    }
    expect((await uploads.init({ kind: 'plans', size: TRANSFER_SIZE_LIMITS.plans })).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unknown or malformed id as not found', async () => {
    expect(await refusal(uploads.chunk('../../etc/passwd', bytes('x')))).toMatchObject({ statusCode: 404 });
    expect(await refusal(uploads.finish('00000000-0000-0000-0000-000000000000'))).toMatchObject({
      statusCode: 404,
      code: 'transfer_upload_not_found',
    });
  });

  it('the sweep drops unfinished uploads an hour after their last chunk, rows and files', async () => {
    await uploads.sweep(new Date(Date.now() + 48 * 3600_000));
    const stale = await uploads.init({ kind: 'plans', size: 4 });
    await uploads.chunk(stale.id, bytes('ab'));
    const done = await uploads.init({ kind: 'plans', size: 2 });
    await uploads.chunk(done.id, bytes('ab'));
    await uploads.finish(done.id);

    expect(await uploads.sweep(new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await uploads.sweep(new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await uploads.state(stale.id)).toBeUndefined();
    expect(await uploads.state(done.id)).toMatchObject({ finished: true });
    expect(await readdir(uploads.directory)).toEqual([`${done.id}.upload`]);
    // A finished upload waits a day for its import.
    expect(await uploads.sweep(new Date(Date.now() + 25 * 3600_000))).toBe(1);
    expect(await readdir(uploads.directory)).toEqual([]);
  });
});
