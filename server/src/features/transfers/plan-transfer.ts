import { PlanRecord } from '@raritet/contracts/transfers';
import type { BillingService } from '../billing/service.ts';
import { ndjsonPath, PackageError } from './package-format.ts';
import { readRecords } from './package-reader.ts';
import { writePackage } from './package-writer.ts';
import type { TransferKindDefinition } from './transfer-runner.ts';

const PLANS_ENTRY = ndjsonPath('plans');

/**
 * The subscription plans' package (ADR 0027): every plan field, written and read through
 * billing's service (which owns the table). The import upserts by name; an unchanged plan is not written.
 */
export function planTransferDefinition(
  billing: Pick<BillingService, 'exportPlans' | 'importPlan'>,
): TransferKindDefinition {
  return {
    kind: 'plans',
    messages: {
      exportRunning: 'transfer_plan_export_running',
      exportFailed: 'transfer_plan_export_failed',
      exportNotReady: 'transfer_plan_export_not_ready',
      exportFileMissing: 'transfer_plan_export_file_missing',
      importCancelled: 'transfer_plan_import_cancelled',
      importDone: 'transfer_plan_import_done',
    },

    async writeExport({ file, signal, productVersion, progress }) {
      const plans = await billing.exportPlans();
      progress(50);
      await writePackage(file, {
        kind: 'plans',
        productVersion,
        signal,
        entries: [
          {
            path: PLANS_ENTRY,
            records: () =>
              plans.map((plan) => ({
                ...plan,
                createdAt: plan.createdAt.toISOString(),
                updatedAt: plan.updatedAt.toISOString(),
              })),
          },
        ],
      });
    },

    async importPackage({ file, manifest, tx, signal, progress, report }) {
      if (!manifest.entries.some((entry) => entry.path === PLANS_ENTRY))
        throw new PackageError('transfer_entry_missing', { path: PLANS_ENTRY });
      const total = manifest.counts.plans ?? 0;
      const counts = { created: 0, updated: 0, unchanged: 0, total };
      const names = new Set<string>();
      let read = 0;
      for await (const { line, record } of readRecords(file, PLANS_ENTRY, signal)) {
        read += 1;
        const parsed = PlanRecord.safeParse(record);
        if (!parsed.success) {
          const field = String(parsed.error.issues[0]?.path[0] ?? '-');
          throw new PackageError('transfer_record_invalid', { path: PLANS_ENTRY, line, field });
        }
        const { id: _exportedId, ...plan } = parsed.data;
        // The database does not forbid two plans of one name, but the import's key is the name: the first
        // one is taken, every later one is listed in the report (never silently dropped).
        if (names.has(plan.name)) {
          report({ row: line, key: plan.name, message: 'transfer_record_duplicate', params: { path: PLANS_ENTRY } });
          continue;
        }
        names.add(plan.name);
        const outcome = await billing.importPlan(
          { ...plan, createdAt: new Date(plan.createdAt), updatedAt: new Date(plan.updatedAt) },
          tx,
        );
        counts[outcome] += 1;
        progress((read * 100) / Math.max(1, total));
        signal.throwIfAborted();
      }
      return counts;
    },
  };
}
