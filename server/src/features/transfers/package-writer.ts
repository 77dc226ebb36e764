import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import {
  MANIFEST_PATH,
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
  TransferManifestV1,
  isSafeEntryPath,
  type TransferEntry,
  type TransferKind,
  type TransferManifest,
} from '@raritet/contracts/transfers';
import { entityOf } from './package-format.ts';
import { PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/** An NDJSON entry: its records, one JSON line each, pulled only when the writer reaches the entry. */
export type RecordsSource = { path: string; records: () => AsyncIterable<unknown> | Iterable<unknown> };
/** Any other entry (an image): its bytes, opened when the writer reaches it. */
export type BytesSource = {
  path: string;
  bytes: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array> | Readable;
  compress?: boolean;
};
export type EntrySource = RecordsSource | BytesSource;

export type WritePackageOptions = {
  kind: TransferKind;
  productVersion: string;
  entries: Iterable<EntrySource> | AsyncIterable<EntrySource>;
  /**
   * Counts beside the NDJSON entries' record counts (which are counted here), e.g. `imagesMissing`. Read
   * when the manifest is written, after every entry: an entry source may fill them in as it goes.
   */
  counts?: Record<string, number>;
  createdAt?: Date;
  signal?: AbortSignal;
  /** Called after each entry with the entries written so far. */
  onEntry?: (written: number) => void;
};

/** Lines are gathered into blocks of about this size before they go to the deflater. */
const BLOCK_BYTES = 64 * 1024;

/**
 * Writes a package to `target` with constant memory: each entry is produced when the ZIP writer reaches it,
 * hashed and measured on its way in, and `manifest.json` goes last, when every entry's size and sha256 are
 * known (readers find it through the central directory, so its place does not matter to them). The file is
 * written as `target.partial` and renamed when complete, so `target` is never a half-written package.
 */
export async function writePackage(target: string, options: WritePackageOptions): Promise<TransferManifest> {
  const createdAt = options.createdAt ?? new Date();
  const partial = `${target}.partial`;
  const zip = new yazl.ZipFile();
  let zipError: Error | undefined;
  zip.on('error', (error: Error) => (zipError ??= error));
  const written = pipeline(zip.outputStream as Readable, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
  // The pipeline's failure is seen through `written` below; this keeps it from being unhandled meanwhile.
  written.catch(() => undefined);

  const listed: TransferEntry[] = [];
  const counts: Record<string, number> = {};
  const seen = new Set<string>();
  try {
    for await (const source of options.entries) {
      if (!isSafeEntryPath(source.path) || source.path === MANIFEST_PATH || seen.has(source.path)) {
        throw new Error(`transfers: bad or repeated entry path ${JSON.stringify(source.path)}`);
      }
      seen.add(source.path);
      const hash = createHash('sha256');
      let size = 0;
      let records = 0;
      const measure = (block: Uint8Array) => {
        hash.update(block);
        size += block.length;
        return block;
      };
      async function* bytes(): AsyncGenerator<Uint8Array> {
        if ('records' in source) {
          let block: string[] = [];
          let blockLength = 0;
          for await (const record of source.records()) {
            options.signal?.throwIfAborted();
            const line = `${JSON.stringify(record)}\n`;
            block.push(line);
            blockLength += line.length;
            records += 1;
            if (blockLength >= BLOCK_BYTES) {
              yield measure(Buffer.from(block.join('')));
              block = [];
              blockLength = 0;
            }
          }
          if (block.length > 0) yield measure(Buffer.from(block.join('')));
        } else {
          for await (const chunk of source.bytes()) {
            options.signal?.throwIfAborted();
            yield measure(chunk as Uint8Array);
          }
        }
      }
      const stream = Readable.from(bytes(), { objectMode: false });
      const compress = 'bytes' in source ? (source.compress ?? true) : true;
      zip.addReadStream(stream, source.path, { mtime: createdAt, compress });
      await Promise.race([finished(stream), written]);
      if (zipError) throw zipError;
      listed.push({ path: source.path, size, sha256: hash.digest('hex') });
      const entity = entityOf(source.path);
      if (entity !== undefined) counts[entity] = records;
      options.onEntry?.(listed.length);
    }
    const manifest = TransferManifestV1.parse({
      format: TRANSFER_FORMAT,
      kind: options.kind,
      version: TRANSFER_FORMAT_VERSION,
      productVersion: options.productVersion,
      createdAt: createdAt.toISOString(),
      counts: { ...counts, ...options.counts },
      entries: listed,
    });
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST_PATH, { mtime: createdAt });
    zip.end();
    await written;
    if (zipError) throw zipError;
    await rename(partial, target);
    return manifest;
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}
