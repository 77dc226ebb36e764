import {
  SECRET_FIELDS,
  SETTINGS_DEFAULTS,
  isSecretMask,
  maskSecret,
  type AdminSettings,
  type AdminSettingsPatch,
  type AdminSettingsResponse,
  type SecretField,
} from '@raritet/contracts/settings';

/**
 * The admin settings as plain data: defaults, applying a posted patch, the environment's pins, the
 * masked view and the list of changed fields. No I/O here; the service stores and distributes.
 */

type Value = string | number;
type Groups = Record<string, Record<string, Value>>;

export function defaultSettings(): AdminSettings {
  return {
    yandexKassa: { ShopId: '', SecretKey: '', ReturnUrl: '', WebhookUrl: '' },
    yandexDisk: { Token: '' },
    typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages: '' },
    yandexCloud: { AccessKey: '', SecretKey: '', ServiceUrl: '', BucketName: '' },
    smtp: { Host: '', Port: SETTINGS_DEFAULTS.smtpPort, User: '', Pass: '', From: '', Security: 'starttls' },
    cacheSettings: {
      LocalCachePath: SETTINGS_DEFAULTS.cachePath,
      DaysToKeep: SETTINGS_DEFAULTS.cacheDaysToKeep,
      MaxCacheSizeMB: SETTINGS_DEFAULTS.cacheMaxSizeMB,
    },
    telegramBot: { Token: '' },
    bookUpdate: {
      CategoryIds: SETTINGS_DEFAULTS.bookUpdateCategoryIds,
      IntervalMinutes: SETTINGS_DEFAULTS.bookUpdateIntervalMinutes,
    },
    readLimits: {
      BookPagesPerDay: SETTINGS_DEFAULTS.bookPagesPerDay,
      PriceStatisticsPerDay: SETTINGS_DEFAULTS.priceStatisticsPerDay,
    },
  };
}

const SECRETS: ReadonlySet<string> = new Set(SECRET_FIELDS);
export const isSecretField = (path: string): path is SecretField => SECRETS.has(path);

/** Every field of the object as [dotted path, value]. */
export function fieldsOf(settings: AdminSettings | AdminSettingsPatch): [string, Value][] {
  return Object.entries(settings as Groups).flatMap(([group, fields]) =>
    Object.entries(fields ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([field, value]): [string, Value] => [`${group}.${field}`, value]),
  );
}

function setField(target: Groups, path: string, value: Value): void {
  const [group = '', field = ''] = path.split('.');
  const fields = target[group];
  // Only the known shape: a stored or posted object never adds groups or fields.
  if (fields && Object.hasOwn(fields, field)) fields[field] = value;
}

/** A copy of `base` with `patch`'s fields on it (only fields the object has). */
export function withFields(base: AdminSettings, fields: [string, Value][]): AdminSettings {
  const copy = structuredClone(base) as unknown as Groups;
  for (const [path, value] of fields) setField(copy, path, value);
  return copy as unknown as AdminSettings;
}

/** Dotted paths the environment sets. */
export const lockedPaths = (environment: AdminSettingsPatch): string[] => fieldsOf(environment).map(([path]) => path);

/**
 * What a save stores: the posted fields over the stored ones, except secrets posted as their mask
 * (kept) and fields the environment sets (left as they are; the effective value is the environment's).
 */
export function applyPatch(stored: AdminSettings, patch: AdminSettingsPatch, locked: readonly string[]): AdminSettings {
  const changes = fieldsOf(patch).filter(
    ([path, value]) =>
      !locked.includes(path) && !(isSecretField(path) && typeof value === 'string' && isSecretMask(value)),
  );
  return withFields(stored, changes);
}

/** The fields whose stored values differ (dotted paths, in the object's order). */
export function changedFields(before: AdminSettings, after: AdminSettings): string[] {
  const old = new Map(fieldsOf(before));
  return fieldsOf(after)
    .filter(([path, value]) => old.get(path) !== value)
    .map(([path]) => path);
}

/** The effective settings: stored values with the environment's on top. */
export const effectiveSettings = (stored: AdminSettings, environment: AdminSettingsPatch): AdminSettings =>
  withFields(stored, fieldsOf(environment));

/** What the API answers but the status: secrets masked, the environment's fields named. */
export function settingsView(effective: AdminSettings, locked: string[]): Omit<AdminSettingsResponse, 'status'> {
  const masked = withFields(
    effective,
    fieldsOf(effective)
      .filter(([path]) => isSecretField(path))
      .map(([path, value]) => [path, maskSecret(String(value))]),
  );
  return { ...masked, lockedByEnvironment: locked };
}

/** Every secret's value that is set: no text that leaves the server may contain one. */
export const secretValues = (settings: AdminSettings): string[] =>
  fieldsOf(settings)
    .filter(([path, value]) => isSecretField(path) && value !== '')
    .map(([, value]) => String(value));
