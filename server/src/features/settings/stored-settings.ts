import {
  SETTINGS_DEFAULTS,
  isRelativeFolder,
  isSecretMask,
  type AdminSettings,
  type AdminSettingsPatch,
  type SecretField,
} from '@raritet/contracts/settings';
import type { Logger } from '../../lib/logger.ts';
import { defaultSettings, fieldsOf, isSecretField, withFields } from './admin-settings.ts';
import type { SecretBox } from './secret-box.ts';

/** How the admin settings sit in app_settings: plain fields as they are, secrets sealed per field. */
export type StoredSettings = { version: 1; values: Record<string, string | number>; secrets: Record<string, string> };

/** Sealed secrets that do not open with this process's key (SETTINGS_KEY changed), by field. */
export type ClosedSecrets = Partial<Record<SecretField, string>>;

/**
 * The folder settings as they may be used: a stored absolute or climbing value (saved before the rule,
 * or written into the database by hand) is replaced by the default, with a warning (docs/adr/0041).
 */
const FOLDER_DEFAULTS: ReadonlyMap<string, string> = new Map([
  ['cacheSettings.LocalCachePath', SETTINGS_DEFAULTS.cachePath],
  ['typeOfAccessImages.LocalPathOfImages', ''],
]);

/** Reading and writing the stored form: secrets opened and sealed, folders checked. */
export function createStoredSettingsCodec(box: SecretBox, log?: Pick<Logger, 'warn'>) {
  return {
    decode(value: unknown): { settings: AdminSettings; closed: ClosedSecrets } {
      const raw = (value ?? {}) as Partial<StoredSettings>;
      const plain = Object.entries(raw.values ?? {})
        .filter(([path]) => !isSecretField(path))
        .map(([path, value]): [string, string | number] => {
          const fallback = FOLDER_DEFAULTS.get(path);
          if (fallback === undefined || isRelativeFolder(String(value))) return [path, value];
          log?.warn({ field: path, fallback }, 'a stored folder setting is absolute or leaves its folder: not used');
          return [path, fallback];
        });
      const closed: ClosedSecrets = {};
      const secrets = Object.entries(raw.secrets ?? {}).flatMap(([path, sealed]): [string, string][] => {
        if (!isSecretField(path)) return [];
        const opened = box.open(String(sealed), path);
        if (opened !== undefined) return [[path, opened]];
        log?.warn(
          { field: path },
          'a stored secret does not open with this key (SETTINGS_KEY changed?): treated as unset',
        );
        closed[path] = String(sealed);
        return [];
      });
      return { settings: withFields(defaultSettings(), [...plain, ...secrets]), closed };
    },

    /** The stored form; `closed` secrets are kept sealed as they were (the right key may come back). */
    encode(settings: AdminSettings, closed: ClosedSecrets = {}): StoredSettings {
      const result: StoredSettings = { version: 1, values: {}, secrets: { ...closed } };
      for (const [path, value] of fieldsOf(settings)) {
        if (!isSecretField(path)) result.values[path] = value;
        else if (value !== '') result.secrets[path] = box.seal(String(value), path);
      }
      return result;
    },
  };
}

/**
 * The secrets that did not open which a save leaves as they are: those it does not post, or posts as
 * the mask the view showed for them. A typed value replaces one, an empty text clears it.
 */
export function closedAfterSave(closed: ClosedSecrets, patch: AdminSettingsPatch): ClosedSecrets {
  const posted = new Map(fieldsOf(patch));
  return Object.fromEntries(
    Object.entries(closed).filter(([path]) => {
      const value = posted.get(path);
      return value === undefined || (typeof value === 'string' && isSecretMask(value));
    }),
  );
}
