import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import {
  MANIFEST_PATH,
  TRANSFER_FORMAT,
  TRANSFER_MAX_COMPRESSION_RATIO,
  TRANSFER_MAX_ENTRIES,
  TRANSFER_MAX_MANIFEST_BYTES,
  TRANSFER_MAX_RECORD_BYTES,
  TRANSFER_MAX_UNPACKED,
  TRANSFER_READABLE_VERSIONS,
  TransferManifestHeader,
  TransferManifestV1,
  isSafeEntryPath,
  type TransferKind,
  type TransferManifest,
} from '@raritet/contracts/transfers';
import type { MessageCode } from '@raritet/contracts/messages';
import { PackageError, type PackageErrorParams } from './package-format.ts';
import { asZipError, centralDirectory, openEntryStream, openZip, type ZipEntry } from './zip-access.ts';

export type VerifyResult =
  | { ok: true; manifest: TransferManifest; fileSize: number }
  | { ok: false; code: MessageCode; params: PackageErrorParams };

export type VerifyOptions = {
  signal?: AbortSignal;
  /** Called as entries are checked, with the unpacked bytes so far and the total the manifest lists. */
  onProgress?: (done: number, total: number) => void;
  /** Overrides of the kind's limits (tests). */
  limits?: Partial<{ maxEntries: number; maxUnpacked: number; ratio: number }>;
};

const STORED = 0;
const DEFLATED = 8;

/**
 * Checks a package completely before anyone writes a row from it: the ZIP structure, the manifest (format,
 * kind, version, schema), every entry's name (no way out of the archive), that the entries and the manifest
 * list each other exactly, the entry count, and each entry's size and sha256 computed while inflating.
 * Unpacked bytes are counted as they come out of the inflater, never taken from the headers: an entry may
 * not yield more than the manifest lists for it, and all of them together not more than the kind's limit
 * or 200× the file's size. A refusal is a message code with its parameters; a file-system error is thrown.
 */
export async function verifyPackage(
  file: string,
  kind: TransferKind,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  try {
    const fileSize = (await stat(file)).size;
    const zip = await openZip(file);
    try {
      const manifest = await check(zip, fileSize, kind, options);
      return { ok: true, manifest, fileSize };
    } finally {
      zip.close();
    }
  } catch (error) {
    const refusal = asZipError(error);
    if (refusal instanceof PackageError) return { ok: false, code: refusal.code, params: refusal.params };
    throw error;
  }
}

async function check(zip: yauzl.ZipFile, fileSize: number, kind: TransferKind, options: VerifyOptions) {
  const maxEntries = options.limits?.maxEntries ?? TRANSFER_MAX_ENTRIES[kind];
  const maxUnpacked = options.limits?.maxUnpacked ?? TRANSFER_MAX_UNPACKED[kind];
  const ratio = options.limits?.ratio ?? TRANSFER_MAX_COMPRESSION_RATIO;
  const byRatio = ratio * fileSize;
  const budget = Math.min(maxUnpacked, byRatio);
  const overBudget = () =>
    byRatio < maxUnpacked
      ? new PackageError('transfer_compression_ratio', { ratio })
      : new PackageError('transfer_too_large_unpacked', { max: maxUnpacked });

  // The manifest is counted as an entry: a package holds at most maxEntries data entries besides it.
  if (zip.entryCount > maxEntries + 1) throw new PackageError('transfer_too_many_entries', { max: maxEntries });
  const entries = new Map<string, ZipEntry>();
  for await (const entry of centralDirectory(zip)) {
    if (entry.name !== MANIFEST_PATH && !isSafeEntryPath(entry.name)) {
      throw new PackageError('transfer_entry_unsafe_path', { path: printable(entry.name) });
    }
    if (entries.has(entry.name)) throw new PackageError('transfer_entry_duplicate', { path: entry.name });
    if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)) {
      throw new PackageError('transfer_entry_unsupported', { path: entry.name });
    }
    entries.set(entry.name, entry);
  }

  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry) throw new PackageError('transfer_manifest_missing');
  let unpacked = 0;
  const count = (bytes: number) => {
    unpacked += bytes;
    if (unpacked > budget) throw overBudget();
  };
  const manifestCap = Math.min(TRANSFER_MAX_MANIFEST_BYTES, budget);
  const manifestBytes = await readWhole(zip, manifestEntry, manifestCap, count, () =>
    manifestEntry.uncompressedSize > TRANSFER_MAX_MANIFEST_BYTES
      ? new PackageError('transfer_manifest_invalid')
      : overBudget(),
  );
  const manifest = parseManifest(manifestBytes, kind);

  const listed = new Set<string>();
  for (const item of manifest.entries) {
    if (item.path === MANIFEST_PATH || listed.has(item.path)) throw new PackageError('transfer_manifest_invalid');
    listed.add(item.path);
    if (!entries.has(item.path)) throw new PackageError('transfer_entry_missing', { path: item.path });
  }
  for (const name of entries.keys()) {
    if (name !== MANIFEST_PATH && !listed.has(name)) throw new PackageError('transfer_entry_unlisted', { path: name });
  }
  const total = manifest.entries.reduce((sum, item) => sum + item.size, 0);
  if (unpacked + total > budget) throw overBudget();

  // In the order of the file, so the reads move forwards through it.
  const inFileOrder = [...manifest.entries].sort(
    (a, b) => entries.get(a.path)!.relativeOffsetOfLocalHeader - entries.get(b.path)!.relativeOffsetOfLocalHeader,
  );
  let done = 0;
  for (const item of inFileOrder) {
    options.signal?.throwIfAborted();
    const entry = entries.get(item.path)!;
    const sizeMismatch = () => new PackageError('transfer_entry_size_mismatch', { path: item.path });
    // The header's size is only a first, cheap check; the bytes are counted below whatever it says.
    if (entry.uncompressedSize !== item.size) throw sizeMismatch();
    const hash = createHash('sha256');
    let size = 0;
    await pump(
      zip,
      entry,
      (chunk) => {
        size += chunk.length;
        if (size > item.size) throw sizeMismatch();
        count(chunk.length);
        hash.update(chunk);
      },
      sizeMismatch,
    );
    if (size !== item.size) throw sizeMismatch();
    if (hash.digest('hex') !== item.sha256) throw new PackageError('transfer_entry_hash_mismatch', { path: item.path });
    done += size;
    options.onProgress?.(done, total);
  }
  return manifest;
}

function parseManifest(bytes: Buffer, kind: TransferKind): TransferManifest {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new PackageError('transfer_manifest_invalid');
  }
  const header = TransferManifestHeader.safeParse(value);
  if (!header.success || header.data.format !== TRANSFER_FORMAT) throw new PackageError('transfer_manifest_invalid');
  if (!TRANSFER_READABLE_VERSIONS.includes(header.data.version)) {
    throw new PackageError('transfer_version_unsupported', {
      version: header.data.version,
      supported: TRANSFER_READABLE_VERSIONS.join(', '),
    });
  }
  if (header.data.kind !== kind) {
    throw new PackageError('transfer_kind_mismatch', { expected: kind, actual: header.data.kind.slice(0, 40) });
  }
  // One schema per readable version; version 1 is the only one so far.
  const manifest = TransferManifestV1.safeParse(value);
  if (!manifest.success) throw new PackageError('transfer_manifest_invalid');
  return manifest.data;
}

/**
 * Streams one entry through `onChunk`. An inflated stream longer or shorter than its header says is
 * yauzl's "bytes in the stream" error: that is the entry's size being wrong, `sizeError`.
 */
async function pump(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  onChunk: (chunk: Buffer) => void,
  sizeError: () => PackageError,
): Promise<void> {
  const stream = await openEntryStream(zip, entry);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) onChunk(chunk);
  } catch (error) {
    if (error instanceof Error && /bytes in the stream/.test(error.message)) throw sizeError();
    throw asZipError(error);
  } finally {
    stream.destroy();
  }
}

async function readWhole(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  cap: number,
  count: (bytes: number) => void,
  tooLarge: () => PackageError,
): Promise<Buffer> {
  if (entry.uncompressedSize > cap) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  await pump(
    zip,
    entry,
    (chunk) => {
      size += chunk.length;
      if (size > cap) throw tooLarge();
      count(chunk.length);
      chunks.push(chunk);
    },
    () => new PackageError('transfer_manifest_invalid'),
  );
  return Buffer.concat(chunks);
}

/** A name as it may be shown back: control characters made visible, at most 200 characters. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 200);
}

export type PackageRecord = { line: number; record: unknown };

/**
 * The records of one NDJSON entry of a verified package, one parsed line at a time (streamed: memory does
 * not grow with the entry). A line that is not JSON ends it with `transfer_record_malformed` naming the
 * line; a line longer than TRANSFER_MAX_RECORD_BYTES with `transfer_record_too_long`. A final line without
 * its newline is read; an empty line anywhere else is malformed.
 */
export async function* readRecords(file: string, path: string, signal?: AbortSignal): AsyncGenerator<PackageRecord> {
  for await (const line of readLines(file, path, signal)) {
    let record: unknown;
    try {
      record = JSON.parse(line.text);
    } catch {
      throw new PackageError('transfer_record_malformed', { path, line: line.number });
    }
    yield { line: line.number, record };
  }
}

async function* readLines(file: string, path: string, signal?: AbortSignal) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes: Buffer, number: number) => {
    try {
      return decoder.decode(bytes);
    } catch {
      throw new PackageError('transfer_record_malformed', { path, line: number });
    }
  };
  let number = 1;
  let pending: Buffer[] = [];
  let pendingLength = 0;
  for await (const chunk of entryBytes(file, path)) {
    signal?.throwIfAborted();
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const bytes =
        pendingLength === 0 ? chunk.subarray(start, end) : Buffer.concat([...pending, chunk.subarray(start, end)]);
      pending = [];
      pendingLength = 0;
      if (bytes.length > TRANSFER_MAX_RECORD_BYTES)
        throw new PackageError('transfer_record_too_long', { path, line: number });
      yield { number, text: decode(bytes, number) };
      number += 1;
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingLength += chunk.length - start;
      if (pendingLength > TRANSFER_MAX_RECORD_BYTES)
        throw new PackageError('transfer_record_too_long', { path, line: number });
    }
  }
  if (pendingLength > 0) yield { number, text: decode(Buffer.concat(pending), number) };
}

/**
 * The unpacked bytes of one entry (an image, or an NDJSON entry to copy as it is). The package should have
 * been verified first; the inflated length is still held to the header's size here (yauzl checks it).
 */
export async function* entryBytes(file: string, path: string): AsyncGenerator<Buffer> {
  const zip = await openZip(file);
  let stream: Readable | undefined;
  try {
    let found: ZipEntry | undefined;
    for await (const entry of centralDirectory(zip)) {
      if (entry.name === path) {
        found = entry;
        break;
      }
    }
    if (!found) throw new PackageError('transfer_entry_missing', { path });
    stream = await openEntryStream(zip, found);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
    } catch (error) {
      throw asZipError(error);
    }
  } finally {
    stream?.destroy();
    zip.close();
  }
}
