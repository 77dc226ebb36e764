import type {
  AdminSettings,
  AdminSettingsPatch,
  AdminSettingsResponse,
  CheckableGroup,
  SettingsAuditEntry,
} from '@raritet/contracts/settings';
import type { MessageCode } from '@raritet/contracts/messages';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { redactText, registerSecrets } from '../../lib/redact.ts';
import {
  applyPatch,
  changedFields,
  defaultSettings,
  effectiveSettings,
  fieldsOf,
  isSecretField,
  lockedPaths,
  secretValues,
  settingsView,
  withFields,
} from './admin-settings.ts';
import { createSettingsAuditRepository } from './audit-repository.ts';
import { createSettingsRepository } from './repository.ts';
import { createSecretBox } from './secret-box.ts';
import { createSettingsValues } from './values.ts';

/** The app_settings key of the admin settings. */
const ADMIN_SETTINGS_KEY = 'admin-settings';
/** The NOTIFY channel other processes hear a save on. */
const CHANGE_CHANNEL = 'raritet_settings';
/** A check that takes longer is reported as failed (the issue: "in a few seconds"). */
const CHECK_TIMEOUT_MS = 10_000;

/** How the admin settings sit in app_settings: plain fields as they are, secrets sealed per field. */
type StoredSettings = { version: 1; values: Record<string, string | number>; secrets: Record<string, string> };

/** A check's outcome: a message code with its parameters (the route words it in the request's language). */
export type CheckOutcome = { ok: boolean; code: MessageCode; params?: Record<string, string | number> };
/** The real checks, given by the composition (they use the integrations: mailer, YooKassa, S3, Telegram). */
export type SettingsChecks = Record<CheckableGroup, (settings: AdminSettings) => Promise<CheckOutcome>>;

export type SettingsServiceOptions = {
  database: Database;
  /** The fields the environment sets (config.environmentSettings). */
  environment?: AdminSettingsPatch;
  /** The text the secrets' key is made from (SETTINGS_KEY or DATA_DIR/settings-key). */
  settingsKey: string;
  checks?: SettingsChecks;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export type SettingsEditor = { id: number; email: string };

/**
 * Service-wide values kept in the database (app_settings), one JSON value per key: the hashed one-time
 * setup token, the demo archive's plan, and the administrators' settings of the whole service. The one
 * owner of app_settings and settings_audit: other features use them only through these methods.
 *
 * The admin settings are cached in the process: `current()` is cheap, so the clients made from them
 * (lib/provider.ts) read it on every use. A save updates the cache, tells this process's listeners and,
 * through PostgreSQL's NOTIFY, every other process, which reloads (docs/adr/0019).
 */
export function createSettingsService({
  database,
  environment = {},
  settingsKey,
  checks,
  log,
}: SettingsServiceOptions) {
  const repository = createSettingsRepository(database.db);
  const audit = createSettingsAuditRepository(database.db);
  const box = createSecretBox(settingsKey);
  const locked = lockedPaths(environment);
  const listeners = new Set<(settings: AdminSettings) => void>();
  let stored: AdminSettings | undefined;
  let loading: Promise<AdminSettings> | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  function decode(value: unknown): AdminSettings {
    const raw = (value ?? {}) as Partial<StoredSettings>;
    const plain = Object.entries(raw.values ?? {}).filter(([path]) => !isSecretField(path));
    const secrets = Object.entries(raw.secrets ?? {}).flatMap(([path, sealed]): [string, string][] => {
      if (!isSecretField(path)) return [];
      const opened = box.open(String(sealed), path);
      if (opened === undefined) {
        log?.warn(
          { field: path },
          'a stored secret does not open with this key (SETTINGS_KEY changed?): treated as unset',
        );
        return [];
      }
      return [[path, opened]];
    });
    return withFields(defaultSettings(), [...plain, ...secrets]);
  }

  function encode(settings: AdminSettings): StoredSettings {
    const result: StoredSettings = { version: 1, values: {}, secrets: {} };
    for (const [path, value] of fieldsOf(settings)) {
      if (!isSecretField(path)) result.values[path] = value;
      else if (value !== '') result.secrets[path] = box.seal(String(value), path);
    }
    return result;
  }

  function publish(next: AdminSettings) {
    stored = next;
    const effective = effectiveSettings(next, environment);
    // Every log line and stored error text of this process masks them from now on (lib/redact.ts).
    registerSecrets('settings', secretValues(effective));
    for (const listener of listeners) {
      try {
        listener(effective);
      } catch (error) {
        log?.error({ err: error }, 'a settings listener failed');
      }
    }
  }

  async function reload(): Promise<AdminSettings> {
    const next = decode(await repository.read(ADMIN_SETTINGS_KEY));
    publish(next);
    return next;
  }

  async function storedSettings(): Promise<AdminSettings> {
    if (stored) return stored;
    loading ??= reload().finally(() => (loading = undefined));
    return loading;
  }

  return {
    ...createSettingsValues(database),

    /**
     * Loads the admin settings and listens for saves made by other processes (each reloads at once; after
     * a lost connection it reloads too, in case it missed one).
     */
    async start(): Promise<void> {
      await reload();
      stopListening ??= await database.listen(CHANGE_CHANNEL, () => {
        reload().catch((error: unknown) => log?.error({ err: error }, 'settings could not be reloaded'));
      });
    },

    async stop(): Promise<void> {
      await stopListening?.();
      stopListening = undefined;
    },

    /** The settings in effect: stored values with the environment's on top. Cheap after the first call. */
    current: async (): Promise<AdminSettings> => effectiveSettings(await storedSettings(), environment),

    /** Called with the settings in effect after every save, in this process or another. */
    onChange(listener: (settings: AdminSettings) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** What GET /api/adminsettings answers: secrets masked, the environment's fields named. */
    view: async (): Promise<AdminSettingsResponse> =>
      settingsView(effectiveSettings(await storedSettings(), environment), locked),

    /**
     * Saves the posted fields (missing ones keep their values, a secret's mask keeps it, the environment's
     * fields stay as they are) and records who changed which fields. One transaction; saves take turns.
     */
    async save(patch: AdminSettingsPatch, editor: SettingsEditor): Promise<AdminSettingsResponse> {
      const next = await database.db.transaction(async (tx) => {
        const before = decode(await repository.readForUpdate(ADMIN_SETTINGS_KEY, encode(defaultSettings()), tx));
        const after = applyPatch(before, patch, locked);
        const fields = changedFields(before, after);
        if (fields.length > 0) {
          await repository.write(ADMIN_SETTINGS_KEY, encode(after), tx);
          await audit.add({ userId: editor.id, userEmail: editor.email, fields }, tx);
        }
        return after;
      });
      publish(next);
      log?.info({ by: editor.email }, 'admin settings saved');
      await database
        .notify(CHANGE_CHANNEL, ADMIN_SETTINGS_KEY)
        .catch((error: unknown) =>
          log?.error({ err: error }, 'other processes could not be told of a settings change'),
        );
      return settingsView(effectiveSettings(next, environment), locked);
    },

    /**
     * Runs a group's real check with the stored settings, or with the posted fields over them (a form
     * checked before it is saved). No secret appears in what it answers.
     */
    async check(group: CheckableGroup, patch: AdminSettingsPatch = {}): Promise<CheckOutcome> {
      const settings = effectiveSettings(applyPatch(await storedSettings(), patch, locked), environment);
      const run = checks?.[group];
      if (!run) return { ok: false, code: 'settings_check_group_unknown' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<CheckOutcome>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              ok: false,
              code: failureCode(group),
              params: { reason: `no answer in ${CHECK_TIMEOUT_MS / 1000} s` },
            }),
          CHECK_TIMEOUT_MS,
        );
      });
      const outcome = await Promise.race([
        run(settings).catch((error: unknown): CheckOutcome => ({
          ok: false,
          code: failureCode(group),
          params: { reason: error instanceof Error ? error.message : String(error) },
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
      // The operator's record of failed checks, with the upstream's reason (secrets already masked).
      if (!outcome.ok) log?.info({ group, reason: params.reason ?? params.fields }, 'settings check failed');
      return { ...outcome, params };
    },

    /** The latest saves, newest first. */
    async auditLog(limit: number): Promise<SettingsAuditEntry[]> {
      return (await audit.latest(limit)).map((row) => ({
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        userId: row.userId,
        userEmail: row.userEmail,
        fields: row.fields,
      }));
    },
  };
}

const FAILURE_CODES: Record<CheckableGroup, MessageCode> = {
  smtp: 'settings_check_smtp_failed',
  yandexKassa: 'settings_check_yookassa_failed',
  yandexCloud: 'settings_check_s3_failed',
  telegramBot: 'settings_check_telegram_failed',
};
const failureCode = (group: CheckableGroup): MessageCode => FAILURE_CODES[group];

export type SettingsService = ReturnType<typeof createSettingsService>;

export { createSettingsValues, type SettingsValues } from './values.ts';
