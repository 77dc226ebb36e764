import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { TRANSFER_MAX_COMPRESSION_RATIO } from '@raritet/contracts/transfers';
import { PackageError } from './package-format.ts';
import { readRecords, verifyPackage } from './package-reader.ts';
import { writePackage } from './package-writer.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'raritet-transfers-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function* books(n: number) {
  for (let i = 1; i <= n; i += 1)
    yield { sourceLotId: i, title: `Книга №${i}`, price: i * 10, note: 'x'.repeat(i % 50) };
}

/**
 * An archive package of a few entries. 1,000 books by default: these tests run in the unit project, whose
 * files must stay well inside its 5 s limit on a loaded machine; only the streaming test asks for more.
 */
async function samplePackage(name: string, bookCount = 1_000) {
  const file = join(dir, name);
  const manifest = await writePackage(file, {
    kind: 'archive',
    productVersion: '1.2.3',
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    entries: [
      { path: 'categories.ndjson', records: () => [{ name: 'Книги' }, { name: 'Журналы' }] },
      { path: 'books.ndjson', records: () => books(bookCount) },
      { path: 'images/1-1.jpg', bytes: () => [Buffer.from('not really a jpeg')], compress: false },
    ],
    counts: { images: 1 },
  });
  return { file, manifest };
}

/** A ZIP written with yazl whose entries are given as buffers (manifest included as written). */
async function rawZip(name: string, entries: [string, Buffer][]) {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(bytes, path, { mtime: new Date(0) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const file = join(dir, name);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
function manifestFor(entries: [string, Buffer][], overrides: Record<string, unknown> = {}) {
  return Buffer.from(
    JSON.stringify({
      format: 'raritet-export',
      kind: 'plans',
      version: 1,
      productVersion: '1',
      createdAt: '2026-01-01T00:00:00.000Z',
      counts: {},
      entries: entries.map(([path, bytes]) => ({ path, size: bytes.length, sha256: sha(bytes) })),
      ...overrides,
    }),
  );
}
async function plansZip(name: string, entries: [string, Buffer][], overrides?: Record<string, unknown>) {
  return rawZip(name, [...entries, ['manifest.json', manifestFor(entries, overrides)]]);
}

/** Replaces every occurrence of a name in the ZIP's headers with another of the same length. */
async function renameInZip(file: string, from: string, to: string) {
  expect(Buffer.byteLength(to)).toBe(from.length);
  const bytes = await readFile(file);
  let at = bytes.indexOf(from);
  expect(at).toBeGreaterThan(-1);
  while (at !== -1) {
    bytes.write(to, at, 'latin1');
    at = bytes.indexOf(from, at + 1);
  }
  await writeFile(file, bytes);
}

const plan = Buffer.from('{"name":"Базовый","monthlyPrice":100}\n');

describe('a transfer package', () => {
  it('round-trips 10,000 records through the writer and the verifying reader, streamed', async () => {
    const before = process.memoryUsage().rss;
    const { file, manifest } = await samplePackage('round-trip.zip', 10_000);
    expect(manifest).toMatchObject({
      format: 'raritet-export',
      kind: 'archive',
      version: 1,
      productVersion: '1.2.3',
      createdAt: '2026-01-02T03:04:05.000Z',
      counts: { categories: 2, books: 10_000, images: 1 },
    });
    expect(manifest.entries.map((entry) => entry.path)).toEqual([
      'categories.ndjson',
      'books.ndjson',
      'images/1-1.jpg',
    ]);
    expect(manifest.entries[2]).toEqual({
      path: 'images/1-1.jpg',
      size: 17,
      sha256: sha(Buffer.from('not really a jpeg')),
    });

    const result = await verifyPackage(file, 'archive');
    expect(result).toEqual({ ok: true, manifest, fileSize: (await stat(file)).size });

    let n = 0;
    const expected = books(10_000);
    for await (const { line, record } of readRecords(file, 'books.ndjson')) {
      n += 1;
      expect(line).toBe(n);
      expect(record).toEqual(expected.next().value);
    }
    expect(n).toBe(10_000);
    // Loose: the whole thing is a few MB; streaming keeps the growth far below what buffering 10k rows twice would.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('leaves no file behind when an entry fails while being written', async () => {
    const file = join(dir, 'failed.zip');
    async function* failing() {
      yield { a: 1 };
      throw new Error('source broke');
    }
    await expect(
      writePackage(file, { kind: 'plans', productVersion: '1', entries: [{ path: 'plans.ndjson', records: failing }] }),
    ).rejects.toThrow('source broke');
    await expect(stat(file)).rejects.toThrow();
    await expect(stat(`${file}.partial`)).rejects.toThrow();
  });

  it('refuses a file that is not a ZIP, or a truncated one', async () => {
    const junk = join(dir, 'junk.zip');
    await writeFile(junk, 'hello, this is not a zip file at all');
    expect(await verifyPackage(junk, 'archive')).toEqual({ ok: false, code: 'transfer_zip_invalid', params: {} });

    const { file } = await samplePackage('truncated.zip');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await verifyPackage(file, 'archive')).toMatchObject({ ok: false, code: 'transfer_zip_invalid' });
  });

  it('refuses corrupt bytes inside an entry', async () => {
    const { file } = await samplePackage('corrupt.zip');
    const bytes = await readFile(file);
    for (let i = 2000; i < 2100; i += 1) bytes[i] = bytes[i]! ^ 0x5a;
    await writeFile(file, bytes);
    const result = await verifyPackage(file, 'archive');
    expect(result.ok).toBe(false);
    expect(['transfer_zip_invalid', 'transfer_entry_hash_mismatch', 'transfer_entry_size_mismatch']).toContain(
      !result.ok && result.code,
    );
  });

  it('refuses another kind, an unknown version, a missing or broken manifest', async () => {
    const { file } = await samplePackage('kind.zip');
    expect(await verifyPackage(file, 'users')).toEqual({
      ok: false,
      code: 'transfer_kind_mismatch',
      params: { expected: 'users', actual: 'archive' },
    });
    const v2 = await plansZip('v2.zip', [['plans.ndjson', plan]], { version: 2 });
    expect(await verifyPackage(v2, 'plans')).toEqual({
      ok: false,
      code: 'transfer_version_unsupported',
      params: { version: 2, supported: '1' },
    });
    const none = await rawZip('no-manifest.zip', [['plans.ndjson', plan]]);
    expect(await verifyPackage(none, 'plans')).toMatchObject({ ok: false, code: 'transfer_manifest_missing' });
    const broken = await rawZip('broken-manifest.zip', [['manifest.json', Buffer.from('{"format":')]]);
    expect(await verifyPackage(broken, 'plans')).toMatchObject({ ok: false, code: 'transfer_manifest_invalid' });
    const other = await plansZip('other-format.zip', [['plans.ndjson', plan]], { format: 'something-else' });
    expect(await verifyPackage(other, 'plans')).toMatchObject({ ok: false, code: 'transfer_manifest_invalid' });
  });

  it('refuses a missing entry, a wrong hash, a wrong size and an unlisted entry', async () => {
    const missing = await rawZip('missing.zip', [['manifest.json', manifestFor([['plans.ndjson', plan]])]]);
    expect(await verifyPackage(missing, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_missing',
      params: { path: 'plans.ndjson' },
    });

    const tampered = Buffer.from(plan.toString().replace('100', '101'));
    const wrongHash = await rawZip('hash.zip', [
      ['plans.ndjson', tampered],
      ['manifest.json', manifestFor([['plans.ndjson', plan]])],
    ]);
    expect(await verifyPackage(wrongHash, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_hash_mismatch',
      params: { path: 'plans.ndjson' },
    });

    const longer = Buffer.concat([plan, Buffer.from('{}\n')]);
    const wrongSize = await rawZip('size.zip', [
      ['plans.ndjson', longer],
      ['manifest.json', manifestFor([['plans.ndjson', plan]])],
    ]);
    expect(await verifyPackage(wrongSize, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_size_mismatch',
      params: { path: 'plans.ndjson' },
    });

    const unlisted = await rawZip('unlisted.zip', [
      ['plans.ndjson', plan],
      ['extra.ndjson', plan],
      ['manifest.json', manifestFor([['plans.ndjson', plan]])],
    ]);
    expect(await verifyPackage(unlisted, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_unlisted',
      params: { path: 'extra.ndjson' },
    });
  });

  it.each([
    ['/etc/passwd.ndjson'],
    ['../../evil.ndjson'],
    ['..\\..\\evil.ndjson'],
    ['C:/Windows/x.ndjson'],
    ['images/../../x.jpg'],
    ['images//x.jpg'],
  ])('refuses an entry named %s (zip-slip)', async (name) => {
    const placeholder = 'p'.repeat(name.length);
    const file = await plansZip(`slip-${name.length}-${sha(Buffer.from(name)).slice(0, 8)}.zip`, [[placeholder, plan]]);
    await renameInZip(file, placeholder, name);
    expect(await verifyPackage(file, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_unsafe_path',
      params: { path: name },
    });
  });

  // 4 MB of zeros deflate about 1,000 to 1, five times past the 200× limit: a bomb as far as the reader can
  // tell, without the seconds a 50 MB one takes to build on a loaded machine.
  const BOMB_BYTES = 4 * 1024 * 1024;

  it('refuses a zip bomb by the listed sizes before inflating it', async () => {
    const zeros = Buffer.alloc(BOMB_BYTES);
    const file = await plansZip('bomb.zip', [['plans.ndjson', zeros]]);
    const size = (await stat(file)).size;
    expect(zeros.length).toBeGreaterThan(size * TRANSFER_MAX_COMPRESSION_RATIO);
    expect(await verifyPackage(file, 'plans')).toEqual({
      ok: false,
      code: 'transfer_compression_ratio',
      params: { ratio: TRANSFER_MAX_COMPRESSION_RATIO },
    });
  });

  it('refuses a zip bomb whose headers and manifest lie about its size, counting while inflating', async () => {
    const zeros = Buffer.alloc(BOMB_BYTES);
    const small = Buffer.alloc(1000);
    // The manifest and the central directory both claim 1,000 bytes; the data inflate to 4 MB.
    const file = await rawZip('liar.zip', [
      ['plans.ndjson', zeros],
      ['manifest.json', manifestFor([['plans.ndjson', small]])],
    ]);
    const bytes = await readFile(file);
    const central = bytes.lastIndexOf(Buffer.from('PK\x01\x02plans', 'latin1').subarray(0, 4), bytes.length);
    for (
      let at = bytes.indexOf('PK\x01\x02', 0, 'latin1');
      at !== -1;
      at = bytes.indexOf('PK\x01\x02', at + 4, 'latin1')
    ) {
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.toString('latin1', at + 46, at + 46 + nameLength) === 'plans.ndjson')
        bytes.writeUInt32LE(1000, at + 24);
    }
    expect(central).toBeGreaterThan(0);
    await writeFile(file, bytes);
    const started = Date.now();
    expect(await verifyPackage(file, 'plans')).toEqual({
      ok: false,
      code: 'transfer_entry_size_mismatch',
      params: { path: 'plans.ndjson' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('holds the total to the ratio even when each entry is honest', async () => {
    const { file } = await samplePackage('ratio.zip');
    expect(await verifyPackage(file, 'archive', { limits: { ratio: 1 } })).toMatchObject({
      ok: false,
      code: 'transfer_compression_ratio',
    });
    expect(await verifyPackage(file, 'archive', { limits: { maxEntries: 2 } })).toMatchObject({
      ok: false,
      code: 'transfer_too_many_entries',
    });
  });

  it('names the line of a malformed record', async () => {
    const lines = Buffer.from('{"a":1}\n{"a":2}\n{"a":\n{"a":4}\n');
    const file = await plansZip('malformed.zip', [['plans.ndjson', lines]]);
    expect((await verifyPackage(file, 'plans')).ok).toBe(true);
    const seen: number[] = [];
    const reading = (async () => {
      for await (const { line } of readRecords(file, 'plans.ndjson')) seen.push(line);
    })();
    await expect(reading).rejects.toEqual(
      new PackageError('transfer_record_malformed', { path: 'plans.ndjson', line: 3 }),
    );
    await expect(reading).rejects.toMatchObject({ params: { path: 'plans.ndjson', line: 3 } });
    expect(seen).toEqual([1, 2]);
  });
});
