import type { AdminSettings, CheckableGroup, CheckResult } from '@raritet/contracts/settings';
import type { MessageCode } from '@raritet/contracts/messages';
import { redactText } from '../../lib/redact.ts';
import { secretValues } from './admin-settings.ts';
import { destinationLabel } from './destinations.ts';

/** A check that takes longer is reported as timed out (each client gives up after 10 s on its own). */
const CHECK_TIMEOUT_MS = 12_000;

/**
 * A check's outcome: how it went (for the audit), a message code with its parameters (the route words it
 * in the request's language), and for a check refused before it started, the field to fill in.
 */
export type CheckOutcome = {
  ok: boolean;
  result: CheckResult;
  code: MessageCode;
  params?: Record<string, string | number>;
  field?: string;
  /** For the server's log only, never the answer: the client's own error text (secrets masked). */
  detail?: string;
};

/**
 * The real checks, given by the composition (they use the integrations: mailer, YooKassa, S3, Telegram).
 * Each answers reached / refused / timed out in its own words and never throws for an outside failure.
 */
export type SettingsChecks = Record<CheckableGroup, (settings: AdminSettings) => Promise<CheckOutcome>>;

/**
 * Runs one check within the time limit. Whatever it answers, no secret of the settings used appears in
 * it; an error the check did not word itself is only "refused" (its text may describe the network).
 */
export async function runCheck(
  run: (settings: AdminSettings) => Promise<CheckOutcome>,
  group: CheckableGroup,
  settings: AdminSettings,
): Promise<CheckOutcome> {
  const host = destinationLabel(group, settings);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          result: 'timed_out',
          code: 'settings_check_timed_out',
          params: { host, seconds: CHECK_TIMEOUT_MS / 1000 },
        }),
      CHECK_TIMEOUT_MS,
    );
  });
  const outcome = await Promise.race([
    run(settings).catch((error: unknown): CheckOutcome => ({
      ok: false,
      result: 'refused',
      code: 'settings_check_refused',
      params: { host },
      detail: error instanceof Error ? error.message : String(error),
    })),
    timeout,
  ]).finally(() => clearTimeout(timer));
  const secrets = secretValues(settings);
  const params = Object.fromEntries(
    Object.entries(outcome.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' ? redactText(value, secrets) : value,
    ]),
  );
  return {
    ...outcome,
    params,
    ...(outcome.detail === undefined ? {} : { detail: redactText(outcome.detail, secrets) }),
  };
}
