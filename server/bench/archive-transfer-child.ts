// One measurement of the archive transfer bench, alone in its process so that its peak memory is its own:
//   npx tsx server/bench/archive-transfer-child.ts '<json>'
// { op: 'export', database, file }  writes the archive's package (no images) to `file`;
// { op: 'import', database, file }  uploads `file` through the runner, then runs the import job (the file's
// check, then every record in one transaction) and times that job.
// `database` is { driver: 'pglite', dataDir } or { driver: 'pg', url }. Prints one JSON line:
// { ms, maxRssMb, counts }.
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabaseOptions } from '../src/db/client.ts';
import { createArchiveTransfer } from '../src/features/books/service.ts';
import { archiveTransferDefinition } from '../src/features/transfers/archive-transfer.ts';
import { createTransferRunner, productVersion } from '../src/features/transfers/transfer-runner.ts';
import { createUploads } from '../src/features/transfers/uploads.ts';
import type { ImageStore } from '../src/integrations/image-store/image-store.ts';
import { createMemoryJobs } from '../test/fakes/memory-queue.ts';

type Job = { op: 'export' | 'import'; database: OpenDatabaseOptions; file: string };

const job = JSON.parse(process.argv[2]!) as Job;
const database = await openDatabase(job.database);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-transfer-child-'));
const noImages = {
  get: async (): Promise<ImageStore> => {
    throw new Error('the bench exports no images');
  },
};
const definition = archiveTransferDefinition({ archive: createArchiveTransfer(database), images: noImages });

try {
  if (job.op === 'export') {
    const started = performance.now();
    await definition.writeExport({
      file: job.file,
      signal: new AbortController().signal,
      options: { includeImages: false },
      productVersion: productVersion(),
      progress: () => undefined,
    });
    const ms = performance.now() - started;
    report(ms, { bytes: (await stat(job.file)).size });
  } else {
    const jobs = createMemoryJobs();
    const uploads = createUploads(database, path.join(scratch, 'uploads'));
    const runner = createTransferRunner({
      database,
      jobs: jobs.queue,
      uploads,
      exportsDir: path.join(scratch, 'exports'),
      definition,
      log: { error: (details: unknown, message?: string) => console.error(message, details) },
    });
    jobs.register([
      {
        name: runner.jobNames.import,
        handler: async ({ importId }: { importId: string }) => runner.runImport(importId),
      },
    ]);
    const size = (await stat(job.file)).size;
    const { importId } = await runner.startImport(size, 'bench.zip');
    // The upload is not what is measured: the file is put in place and its row marked complete.
    await copyFile(job.file, uploads.pathOf(importId));
    await database.query('update transfer_uploads set received = declared_size where id = $1', [importId]);
    await runner.finishImport(importId, 'en');
    const started = performance.now();
    await jobs.drain();
    const ms = performance.now() - started;
    const state = await runner.importProgress(importId, 'en');
    if (!state.isFinished) throw new Error(`the import did not finish: ${state.message}`);
    report(ms, { message: state.message });
  }
} finally {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
}

function report(ms: number, extra: Record<string, unknown>) {
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms: Math.round(ms), maxRssMb: Math.round(maxRssMb), ...extra }));
}
