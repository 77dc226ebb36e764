import { asZipError, centralDirectory, openEntryStream, openZip } from './zip-access.ts';

/** A file of a package, read on demand. `read()` must be called before the iteration moves on. */
export type PackageFile = { path: string; size: number; read(): Promise<Buffer> };

/**
 * The entries of a verified package whose path starts with `prefix` (the archive's `images/`), in the
 * order the ZIP stores them, through one open file: reading a million images does not scan the central
 * directory a million times, and memory holds one entry at a time.
 */
export async function* packageFiles(file: string, prefix: string, signal?: AbortSignal): AsyncGenerator<PackageFile> {
  const zip = await openZip(file);
  try {
    for await (const entry of centralDirectory(zip)) {
      if (!entry.name.startsWith(prefix)) continue;
      signal?.throwIfAborted();
      yield {
        path: entry.name,
        size: entry.uncompressedSize,
        async read() {
          const stream = await openEntryStream(zip, entry);
          const chunks: Buffer[] = [];
          try {
            for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
          } catch (error) {
            throw asZipError(error);
          } finally {
            stream.destroy();
          }
          return Buffer.concat(chunks);
        },
      };
    }
  } finally {
    zip.close();
  }
}
