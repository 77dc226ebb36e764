import { randomUUID } from 'node:crypto';
import { open, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  TRANSFER_MAX_CHUNK_BYTES,
  TRANSFER_SIZE_LIMITS,
  TRANSFER_UPLOAD_TTL_SECONDS,
  type TransferKind,
} from '@raritet/contracts/transfers';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createUploadsRepository } from './uploads-repository.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/** A finished upload waits this long for its import, which drops it when done. */
const FINISHED_TTL_SECONDS = 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UploadInit = { kind: TransferKind; size: number; fileName?: string | null };
export type UploadState = { id: string; kind: TransferKind; size: number; received: number; finished: boolean };
export type FinishedUpload = { id: string; kind: TransferKind; size: number; fileName: string | null; path: string };

const notZipCode = {
  archive: 'transfer_archive_file_not_zip',
  users: 'transfer_users_file_not_zip',
  plans: 'transfer_plans_file_not_zip',
} as const;

/**
 * Chunked uploads of import files (ADR 0026). The state of each upload is a row of
 * transfer_uploads, locked while a chunk is written, so several processes may take chunks of one upload;
 * the bytes are a file under `directory`, which those processes must share (one DATA_DIR). A chunk may
 * name its `offset`: bytes already received there are compared, not written again, so a retry after a
 * lost answer changes nothing, and different bytes are a conflict. Without an offset a chunk appends.
 */
export function createUploads(database: Database, directory: string) {
  const repository = createUploadsRepository(database.db);
  const pathOf = (id: string) => join(directory, `${id}.upload`);
  const checkId = (id: string) => {
    if (!UUID.test(id)) throw notFound('transfer_upload_not_found');
  };

  async function drop(id: string): Promise<void> {
    checkId(id);
    await repository.delete(id);
    await rm(pathOf(id), { force: true });
  }

  return {
    directory,
    pathOf,

    /**
     * Starts an upload of a file of `size` bytes. A name not ending in .zip, or a size that is not positive
     * or over the kind's limit, is refused. The size is required: it is what tells a chunk sent twice at
     * the end of the file (a retry without an offset) from the file's own bytes.
     */
    async init({ kind, size, fileName }: UploadInit): Promise<{ id: string }> {
      if (fileName != null && !/\.zip$/i.test(fileName.trim())) throw badRequest(notZipCode[kind]);
      if (!Number.isSafeInteger(size) || size <= 0 || size > TRANSFER_SIZE_LIMITS[kind]) {
        throw badRequest('transfer_file_size_invalid');
      }
      const id = randomUUID();
      await makePrivateDir(directory);
      await writeFile(pathOf(id), new Uint8Array(0), { mode: PRIVATE_FILE_MODE });
      await repository.insert(
        { id, kind, fileName: fileName ?? null, declaredSize: size },
        TRANSFER_UPLOAD_TTL_SECONDS,
      );
      return { id };
    },

    /**
     * Takes one chunk. Past the declared size (typically a retried last chunk sent without its offset):
     * 409 with the bytes received so far, this chunk alone refused and the upload left as it was. An
     * offset past the bytes received so far: 409 (a gap). Received bytes at the offset that differ: 409,
     * nothing written.
     */
    async chunk(id: string, bytes: Uint8Array, offset?: number): Promise<UploadState> {
      checkId(id);
      if (bytes.length === 0) throw badRequest('transfer_chunk_empty');
      if (bytes.length > TRANSFER_MAX_CHUNK_BYTES)
        throw badRequest('transfer_chunk_too_large', { max: TRANSFER_MAX_CHUNK_BYTES });
      return database.db.transaction(async (tx): Promise<UploadState> => {
        const row = await repository.lock(id, tx);
        if (!row) throw notFound('transfer_upload_not_found');
        if (row.finishedAt) throw conflict('transfer_upload_finished');
        const at = offset ?? row.received;
        if (at > row.received) throw new AppError(409, 'transfer_chunk_gap', { offset: at, received: row.received });
        if (at + bytes.length > row.declaredSize) {
          throw new AppError(409, 'transfer_chunk_overflow', { received: row.received, size: row.declaredSize });
        }
        const overlap = Math.min(row.received, at + bytes.length) - at;
        const file = await open(pathOf(id), 'r+');
        try {
          if (overlap > 0) {
            const stored = Buffer.alloc(overlap);
            await file.read(stored, 0, overlap, at);
            if (!stored.equals(bytes.subarray(0, overlap)))
              throw new AppError(409, 'transfer_chunk_conflict', { offset: at });
          }
          if (overlap < bytes.length) await file.write(bytes, overlap, bytes.length - overlap, at + overlap);
        } finally {
          await file.close();
        }
        const received = Math.max(row.received, at + bytes.length);
        if (received !== row.received) await repository.setReceived(id, received, TRANSFER_UPLOAD_TTL_SECONDS, tx);
        return { id, kind: row.kind, size: row.declaredSize, received, finished: false };
      });
    },

    /**
     * Ends the upload once every declared byte is in (fewer: 400, the upload stays open for the rest) and
     * hands the file to the import. Finishing again answers the same (a retry after a lost answer).
     */
    async finish(id: string): Promise<FinishedUpload> {
      checkId(id);
      return database.db.transaction(async (tx) => {
        const row = await repository.lock(id, tx);
        if (!row) throw notFound('transfer_upload_not_found');
        if (row.received < row.declaredSize) {
          throw badRequest('transfer_upload_incomplete', { received: row.received, size: row.declaredSize });
        }
        const size = row.declaredSize;
        if (!row.finishedAt) {
          // Bytes past `received` can only be a chunk whose transaction did not commit.
          await truncate(pathOf(id), size);
          await repository.markFinished(id, FINISHED_TTL_SECONDS, size, tx);
        }
        return { id, kind: row.kind, size, fileName: row.fileName, path: pathOf(id) };
      });
    },

    async state(id: string): Promise<UploadState | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await repository.find(id);
      return (
        row && { id, kind: row.kind, size: row.declaredSize, received: row.received, finished: row.finishedAt !== null }
      );
    },

    /** Cancels an upload or releases a finished one after its import: the row and the file go. */
    drop,

    /** Drops every upload whose time ran out (before `at`, default now): the transfers sweep job. */
    async sweep(at?: Date): Promise<number> {
      const ids = await repository.deleteExpired(at);
      for (const id of ids) await rm(pathOf(id), { force: true });
      return ids.length;
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
