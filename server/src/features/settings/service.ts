import {
  SECRET_MASK,
  type AdminSettings,
  type AdminSettingsPatch,
  type AdminSettingsResponse,
  type CheckableGroup,
  type SecretField,
  type SettingsAuditEntry,
} from '@raritet/contracts/settings';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { registerSecrets } from '../../lib/redact.ts';
import {
  applyPatch,
  changedFields,
  defaultSettings,
  effectiveSettings,
  lockedPaths,
  secretValues,
  settingsView,
  withFields,
} from './admin-settings.ts';
import { createSettingsAuditRepository } from './audit-repository.ts';
import { runCheck, type CheckOutcome, type SettingsChecks } from './check-runner.ts';
import { postedFields, secretsToReenter } from './destinations.ts';
import { createSettingsRepository } from './repository.ts';
import { createSecretBox } from './secret-box.ts';
import { closedAfterSave, createStoredSettingsCodec, type ClosedSecrets } from './stored-settings.ts';
import { createSettingsValues } from './values.ts';

export type { CheckOutcome, SettingsChecks } from './check-runner.ts';
export { destinationLabel } from './destinations.ts';

/** The app_settings key of the admin settings. */
const ADMIN_SETTINGS_KEY = 'admin-settings';
/** The NOTIFY channel other processes hear a save on. */
const CHANGE_CHANNEL = 'raritet_settings';

export type SettingsServiceOptions = {
  database: Database;
  /** The fields the environment sets (config.environmentSettings). */
  environment?: AdminSettingsPatch;
  /** The text the secrets' key is made from (SETTINGS_KEY or DATA_DIR/settings-key). */
  settingsKey: string;
  checks?: SettingsChecks;
  /** Where a change of the settings in effect is announced ('settings.changed'), from any process. */
  events?: Pick<EventBus, 'emit'>;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export type SettingsEditor = { id: number; email: string };

/** The settings as GET and POST answer them, without the status the routes add. */
export type SettingsView = Omit<AdminSettingsResponse, 'status'>;

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
  events,
  log,
}: SettingsServiceOptions) {
  const repository = createSettingsRepository(database.db);
  const audit = createSettingsAuditRepository(database.db);
  const codec = createStoredSettingsCodec(createSecretBox(settingsKey), log);
  const locked = lockedPaths(environment);
  let stored: AdminSettings | undefined;
  /** Stored secrets that do not open with this key, as of the last load (sealed, kept as they are). */
  let closed: ClosedSecrets = {};
  let loading: Promise<AdminSettings> | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  const effective = (settings: AdminSettings) => effectiveSettings(settings, environment);
  /** Secrets that did not open and the environment does not set: they read as unset. */
  const unreadable = (): SecretField[] =>
    (Object.keys(closed) as SecretField[]).filter((path) => !locked.includes(path));

  function publish(next: AdminSettings, nextClosed: ClosedSecrets) {
    stored = next;
    closed = nextClosed;
    const settings = effective(next);
    // Every log line and stored error text of this process masks them from now on (lib/redact.ts).
    registerSecrets('settings', secretValues(settings));
    events?.emit('settings.changed', { settings });
  }

  async function reload(): Promise<AdminSettings> {
    const next = codec.decode(await repository.read(ADMIN_SETTINGS_KEY));
    publish(next.settings, next.closed);
    return next.settings;
  }

  async function storedSettings(): Promise<AdminSettings> {
    if (stored) return stored;
    loading ??= reload().finally(() => (loading = undefined));
    return loading;
  }

  /**
   * The answer of GET and POST but the status (the routes add it): secrets masked, the environment's fields
   * named. A secret that does not open shows as a bare mask, so posting the form back keeps it (and the
   * status says why).
   */
  function answer(settings: AdminSettings): SettingsView {
    const view = settingsView(effective(settings), locked);
    const masked = withFields(
      view,
      unreadable().map((path) => [path, SECRET_MASK]),
    );
    return { ...masked, lockedByEnvironment: view.lockedByEnvironment };
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
    current: async (): Promise<AdminSettings> => effective(await storedSettings()),

    /**
     * Stored secrets that do not open with this process's key (SETTINGS_KEY changed), except those the
     * environment sets: they read as unset, and what depends on them can say why it stopped.
     */
    unreadableSecrets: async (): Promise<SecretField[]> => {
      await storedSettings();
      return unreadable();
    },

    /** What GET /api/adminsettings answers. */
    view: async (): Promise<SettingsView> => answer(await storedSettings()),

    /**
     * Saves the posted fields (missing ones keep their values, a secret's mask keeps it, the environment's
     * fields stay as they are) and records who changed which fields. One transaction; saves take turns.
     * A changed destination (host, port, user, endpoint, shop) needs its secret typed again (ADR 0041).
     */
    async save(patch: AdminSettingsPatch, editor: SettingsEditor): Promise<SettingsView> {
      const next = await database.db.transaction(async (tx) => {
        const empty = codec.encode(defaultSettings());
        const read = codec.decode(await repository.readForUpdate(ADMIN_SETTINGS_KEY, empty, tx));
        const after = applyPatch(read.settings, patch, locked);
        const [missing] = secretsToReenter(effective(read.settings), effective(after), patch, locked);
        if (missing) throw badRequest('settings_secret_required', { field: `body.${missing}` });
        const kept = closedAfterSave(read.closed, patch);
        const fields = [
          ...changedFields(read.settings, after),
          ...Object.keys(read.closed).filter((path) => !(path in kept)),
        ];
        if (fields.length > 0) {
          await repository.write(ADMIN_SETTINGS_KEY, codec.encode(after, kept), tx);
          await audit.add({ userId: editor.id, userEmail: editor.email, fields }, tx);
        }
        return { settings: after, closed: kept };
      });
      publish(next.settings, next.closed);
      log?.info({ by: editor.email }, 'admin settings saved');
      await database
        .notify(CHANGE_CHANNEL, ADMIN_SETTINGS_KEY)
        .catch((error: unknown) =>
          log?.error({ err: error }, 'other processes could not be told of a settings change'),
        );
      return answer(next.settings);
    },

    /**
     * Runs a group's real check with the stored settings, or with the posted fields over them (a form
     * checked before it is saved), and records it. A destination other than the stored one is tried only
     * with a secret the request gives: the stored one never goes there (ADR 0041). No secret appears in
     * what it answers or records.
     */
    async check(group: CheckableGroup, patch: AdminSettingsPatch, editor: SettingsEditor): Promise<CheckOutcome> {
      const before = effective(await storedSettings());
      const settings = effective(applyPatch(await storedSettings(), patch, locked));
      const run = checks?.[group];
      const missing = secretsToReenter(before, settings, patch, locked).find((secret) =>
        secret.startsWith(`${group}.`),
      );
      let outcome: CheckOutcome;
      if (!run) outcome = { ok: false, result: 'blocked', code: 'settings_check_group_unknown' };
      else if (missing) {
        outcome = {
          ok: false,
          result: 'blocked',
          code: 'settings_secret_required',
          params: { field: missing },
          field: missing,
        };
      } else outcome = await runCheck(run, group, settings);
      await audit.addCheck({
        userId: editor.id,
        userEmail: editor.email,
        group,
        result: outcome.result,
        fields: postedFields(patch),
      });
      // The operator's record of failed checks (the outcome's words, secrets already masked).
      if (!outcome.ok) {
        log?.info(
          { group, result: outcome.result, code: outcome.code, detail: outcome.detail },
          'settings check failed',
        );
      }
      const { detail: _forTheLog, ...answer } = outcome;
      return answer;
    },

    /** The latest saves and checks, newest first. */
    async auditLog(limit: number): Promise<SettingsAuditEntry[]> {
      return (await audit.latest(limit)).map((row) => ({
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        userId: row.userId,
        userEmail: row.userEmail,
        fields: row.fields,
        kind: row.kind,
        group: (row.checkGroup as CheckableGroup | null) ?? null,
        result: (row.result as SettingsAuditEntry['result']) ?? null,
      }));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export { createSettingsValues, type SettingsValues } from './values.ts';
