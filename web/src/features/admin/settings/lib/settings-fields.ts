import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  CHECKABLE_GROUPS,
  SECRET_DESTINATIONS,
  type SecretField,
  type AdminSettingsFormValues,
  type CheckableGroup,
  type SettingsGroup,
} from '@raritet/contracts/settings';

/** How an input behaves: plain text, a masked secret, a number typed as text, the switch, the select. */
export type SettingsFieldKind = 'text' | 'secret' | 'number' | 'switch' | 'security';

export interface SettingsFieldSpec {
  name: string;
  kind: SettingsFieldKind;
  /** Takes the whole row on wide screens (addresses, paths, lists). */
  wide?: boolean;
}

export interface SettingsGroupSpec {
  group: SettingsGroup;
  fields: readonly SettingsFieldSpec[];
}

/**
 * The form's groups and inputs in the spec's order, our `bookUpdate` and `readLimits` last. Labels, hints and
 * each group's purpose are `settings.groups.<group>` and `settings.fields.<group>.<name>` in admin.json.
 */
export const SETTINGS_FORM_GROUPS: readonly SettingsGroupSpec[] = [
  {
    group: 'yandexKassa',
    fields: [
      { name: 'ShopId', kind: 'text' },
      { name: 'SecretKey', kind: 'secret' },
      { name: 'ReturnUrl', kind: 'text', wide: true },
      { name: 'WebhookUrl', kind: 'text', wide: true },
    ],
  },
  { group: 'yandexDisk', fields: [{ name: 'Token', kind: 'secret', wide: true }] },
  {
    group: 'typeOfAccessImages',
    fields: [
      { name: 'UseLocalFiles', kind: 'switch', wide: true },
      { name: 'LocalPathOfImages', kind: 'text', wide: true },
    ],
  },
  {
    group: 'yandexCloud',
    fields: [
      { name: 'AccessKey', kind: 'text' },
      { name: 'SecretKey', kind: 'secret' },
      { name: 'ServiceUrl', kind: 'text' },
      { name: 'BucketName', kind: 'text' },
    ],
  },
  {
    group: 'smtp',
    fields: [
      { name: 'Host', kind: 'text' },
      { name: 'Port', kind: 'number' },
      { name: 'User', kind: 'text' },
      { name: 'Pass', kind: 'secret' },
      { name: 'From', kind: 'text' },
      { name: 'Security', kind: 'security' },
    ],
  },
  {
    group: 'cacheSettings',
    fields: [
      { name: 'LocalCachePath', kind: 'text', wide: true },
      { name: 'DaysToKeep', kind: 'number' },
      { name: 'MaxCacheSizeMB', kind: 'number' },
    ],
  },
  { group: 'telegramBot', fields: [{ name: 'Token', kind: 'secret', wide: true }] },
  {
    group: 'bookUpdate',
    fields: [
      { name: 'CategoryIds', kind: 'text', wide: true },
      { name: 'IntervalMinutes', kind: 'number' },
    ],
  },
  {
    group: 'readLimits',
    fields: [
      { name: 'BookPagesPerDay', kind: 'number' },
      { name: 'PriceStatisticsPerDay', kind: 'number' },
    ],
  },
];

/** A dotted path of the form (`smtp.Port`): the API's field names and react-hook-form's paths agree. */
export type SettingsFieldPath = `${SettingsGroup}.${string}`;

export const fieldPath = (group: SettingsGroup, name: string): SettingsFieldPath => `${group}.${name}`;

/** Every input's path, to tell a field the server names from one the form does not have. */
export const SETTINGS_FIELD_PATHS: ReadonlySet<string> = new Set(
  SETTINGS_FORM_GROUPS.flatMap(({ group, fields }) => fields.map(({ name }) => fieldPath(group, name))),
);

/**
 * Whether the form has moved a secret's destination (host, port, user, endpoint, shop) away from what
 * was loaded, to somewhere (not cleared): the stored secret will not be sent there (ADR 0041).
 */
export function destinationMoved(
  secretPath: string,
  loaded: Record<string, string | number>,
  values: Record<string, string | number>,
): boolean {
  const fields = SECRET_DESTINATIONS[secretPath as SecretField];
  if (!fields) return false;
  const valueOf = (group: Record<string, string | number>, path: string) =>
    String(group[path.split('.')[1] ?? ''] ?? '').trim();
  return (
    valueOf(values, fields[0] ?? '') !== '' && fields.some((path) => valueOf(values, path) !== valueOf(loaded, path))
  );
}

export function isCheckableGroup(group: SettingsGroup): group is CheckableGroup {
  return (CHECKABLE_GROUPS as readonly string[]).includes(group);
}

/** The form's cache inputs (an invalid entry becomes 0 when the input is left). */
export const CACHE_NUMBER_PATHS: ReadonlySet<string> = new Set([
  'cacheSettings.DaysToKeep',
  'cacheSettings.MaxCacheSizeMB',
]);

/** What a valid form submits: the body of POST /api/adminsettings. */
export type SettingsFormBody = z.output<typeof AdminSettingsFormValues>;
export type SettingsFormApi = UseFormReturn<AdminSettingsFormValues, unknown, SettingsFormBody>;
