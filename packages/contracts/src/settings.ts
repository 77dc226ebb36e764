import { z } from 'zod';
import { PaymentsStatus } from './billing.ts';
import type { MessageCode } from './messages.ts';

/**
 * The administrators' settings of the whole service, loaded and saved
 * as one object. The spec's groups and field names are kept exactly (PascalCase inside camelCase
 * groups, as the original system had them); `bookUpdate`, `readLimits` and the smtp `From`/`Security` fields are our
 * additions for the sales-pull service and the mailer (docs/adr/0019).
 */

/** What a secret reads as: this prefix and the last four characters, or only the prefix when short. */
export const SECRET_MASK = '••••';
/** Secrets shorter than this show no characters at all in their mask. */
export const SECRET_MASK_MIN_LENGTH = 12;

/** Every field that holds a secret, as a dotted path: never sent back, encrypted at rest. */
export const SECRET_FIELDS = [
  'yandexKassa.SecretKey',
  'yandexDisk.Token',
  'yandexCloud.SecretKey',
  'smtp.Pass',
  'telegramBot.Token',
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/**
 * Where each secret is sent: the fields naming its destination (host, port, user, endpoint, key id,
 * shop). A stored secret never goes to a changed destination: a save or a check of one needs the secret
 * typed again (docs/adr/0041). The Bot API, Yandex Disk and YooKassa addresses are the operator's
 * (environment), so the tokens have no destination an administrator could change.
 */
export const SECRET_DESTINATIONS: Partial<Record<SecretField, readonly string[]>> = {
  'smtp.Pass': ['smtp.Host', 'smtp.Port', 'smtp.User'],
  'yandexCloud.SecretKey': ['yandexCloud.ServiceUrl', 'yandexCloud.AccessKey', 'yandexCloud.BucketName'],
  'yandexKassa.SecretKey': ['yandexKassa.ShopId'],
};

/** The groups that have a real check (`POST /api/adminsettings/check/{group}`). */
export const CHECKABLE_GROUPS = ['smtp', 'yandexKassa', 'yandexCloud', 'telegramBot'] as const;
export type CheckableGroup = (typeof CHECKABLE_GROUPS)[number];

export const SMTP_SECURITY_MODES = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY_MODES)[number];

/** The original specification's defaults, and the sales pull's own. */
export const SETTINGS_DEFAULTS = {
  smtpPort: 587,
  cachePath: 'image_cache',
  cacheDaysToKeep: 30,
  cacheMaxSizeMB: 200,
  bookUpdateCategoryIds: '13870,13871,13872,13873,13874,13875,13876',
  bookUpdateIntervalMinutes: 30,
  /** A subscriber's book pages (price and date) a Moscow day; no person reads that many (ADR 0050). */
  bookPagesPerDay: 1000,
  /** A subscriber's price statistics and comparable sales together a Moscow day (two a book page and a search). */
  priceStatisticsPerDay: 2000,
} as const;
/** The most a daily read budget may be set to (the smallest is 1). */
export const READ_LIMIT_MAX = 1_000_000;
export const BOOK_UPDATE_INTERVAL_MIN = 5;
export const BOOK_UPDATE_INTERVAL_MAX = 1440;
export const CACHE_NUMBER_MAX = 1_000_000;
export const SETTINGS_TEXT_MAX = 500;
export const SETTINGS_SECRET_MAX = 4096;
export const SETTINGS_URL_MAX = 2000;

/** The whole object as the API answers it (secrets masked). */
export const AdminSettings = z.object({
  yandexKassa: z.object({ ShopId: z.string(), SecretKey: z.string(), ReturnUrl: z.string(), WebhookUrl: z.string() }),
  yandexDisk: z.object({ Token: z.string() }),
  typeOfAccessImages: z.object({ UseLocalFiles: z.enum(['true', 'false']), LocalPathOfImages: z.string() }),
  yandexCloud: z.object({
    AccessKey: z.string(),
    SecretKey: z.string(),
    ServiceUrl: z.string(),
    BucketName: z.string(),
  }),
  smtp: z.object({
    Host: z.string(),
    Port: z.number().int(),
    User: z.string(),
    Pass: z.string(),
    From: z.string(),
    Security: z.enum(SMTP_SECURITY_MODES),
  }),
  cacheSettings: z.object({
    LocalCachePath: z.string(),
    DaysToKeep: z.number().int(),
    MaxCacheSizeMB: z.number().int(),
  }),
  telegramBot: z.object({ Token: z.string() }),
  bookUpdate: z.object({ CategoryIds: z.string(), IntervalMinutes: z.number().int() }),
  /** Our addition (ADR 0050): each subscriber's daily budget of paid reads, per Moscow day. */
  readLimits: z.object({ BookPagesPerDay: z.number().int(), PriceStatisticsPerDay: z.number().int() }),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export type SettingsGroup = keyof AdminSettings;

/** What the settings lead to, read only: how payments are taken now (PAYMENTS and the shop's state). */
export const AdminSettingsStatus = z.object({ payments: PaymentsStatus });
export type AdminSettingsStatus = z.infer<typeof AdminSettingsStatus>;

/** GET and POST /api/adminsettings answer the object plus the fields an environment variable sets. */
export const AdminSettingsResponse = AdminSettings.extend({
  /** Dotted paths (`yandexKassa.ShopId`) set by the server's environment: read only here. */
  lockedByEnvironment: z.array(z.string()),
  /** Read only; ignored when posted back. */
  status: AdminSettingsStatus,
});
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

// ---- Input: every field optional (missing = keep the stored value), each with its own message code.

const fail = (code: MessageCode) => ({ error: code });

const trimmed = (max: number, code: MessageCode = 'settings_text_too_long') =>
  z
    .string(fail('settings_text_invalid'))
    .max(max, fail(code))
    .transform((value) => value.trim());

/** An http(s) address or empty (unset). */
const urlOrEmpty = (code: MessageCode, { noTrailingSlash = false } = {}) =>
  trimmed(SETTINGS_URL_MAX, code)
    .refine(
      (value) => value === '' || /^https?:\/\/[a-z0-9.\-_~%[\]:@]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(value),
      fail(code),
    )
    .refine((value) => !noTrailingSlash || !value.endsWith('/'), fail('settings_url_trailing_slash'));

/** An integer from a number or a numeric string (forms and the original's clients send text). */
const integer = (min: number, max: number, code: MessageCode) =>
  z
    .union([z.number(fail(code)), z.string(fail(code)).regex(/^\s*-?\d+\s*$/, fail(code))], fail(code))
    .transform((value) => Number(value))
    .refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, fail(code));

/** A host name or address (no scheme, no path), or empty. */
const hostOrEmpty = trimmed(253, 'settings_host_invalid').refine(
  (value) => value === '' || /^[a-z0-9.\-_:[\]]+$/i.test(value),
  fail('settings_host_invalid'),
);

/** An address (`a@b.ru`) or a display name with one (`Раритет <a@b.ru>`), or empty. */
const fromOrEmpty = trimmed(320, 'settings_from_invalid').refine(
  (value) => value === '' || /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value),
  fail('settings_from_invalid'),
);

/**
 * A folder the admin names (the image cache, the local images): a relative path under a folder the
 * service fixes (DATA_DIR/cache, IMAGE_DIR), never absolute and never climbing out with `..`
 * (docs/adr/0041). Letters, digits, spaces, `_`, `-` and `.` in each part, parts joined by `/`.
 */
export const FOLDER_PART = /^[\p{L}\p{N}_\- ][\p{L}\p{N}_\-. ]*$/u;

/** Why a folder setting is refused, or undefined when it is a relative folder ('' is the default). */
export function folderProblem(value: string): 'settings_path_absolute' | 'settings_path_invalid' | undefined {
  if (value === '') return undefined;
  if (/^[/\\~]/.test(value) || /^[A-Za-z]:/.test(value)) return 'settings_path_absolute';
  const parts = value.split('/');
  return parts.every((part) => FOLDER_PART.test(part) && part.trim() !== '') ? undefined : 'settings_path_invalid';
}
export const isRelativeFolder = (value: string): boolean => folderProblem(value) === undefined;

/** A relative folder (see folderProblem), or empty (the default folder). */
const folderOrEmpty = trimmed(SETTINGS_TEXT_MAX).superRefine((value, context) => {
  const problem = folderProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** S3 bucket names: 3–63 lowercase letters, digits, dots and hyphens, or empty. */
const bucketOrEmpty = trimmed(63, 'settings_bucket_invalid').refine(
  (value) => value === '' || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
  fail('settings_bucket_invalid'),
);

/** Comma-separated positive integers (the watched categories of the trading platform). */
const categoryIds = trimmed(2000, 'settings_category_ids_invalid')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(','),
  )
  .refine((value) => value === '' || /^\d{1,9}(,\d{1,9})*$/.test(value), fail('settings_category_ids_invalid'));

const secret = trimmed(SETTINGS_SECRET_MAX);
const plain = trimmed(SETTINGS_TEXT_MAX);

/**
 * The body of POST /api/adminsettings and of a check: any part of the object. A missing group or field
 * keeps what is stored, an empty text clears it, a secret equal to its mask keeps it.
 */
export const AdminSettingsInput = z
  .object({
    yandexKassa: z
      .object({
        ShopId: plain,
        SecretKey: secret,
        ReturnUrl: urlOrEmpty('settings_url_invalid'),
        WebhookUrl: urlOrEmpty('settings_url_invalid', { noTrailingSlash: true }),
      })
      .partial(),
    yandexDisk: z.object({ Token: secret }).partial(),
    typeOfAccessImages: z
      .object({
        UseLocalFiles: z
          .union([z.enum(['true', 'false']), z.boolean()], fail('settings_use_local_files_invalid'))
          .transform((value) => String(value) as 'true' | 'false'),
        LocalPathOfImages: folderOrEmpty,
      })
      .partial(),
    yandexCloud: z
      .object({
        AccessKey: plain,
        SecretKey: secret,
        ServiceUrl: urlOrEmpty('settings_url_invalid'),
        BucketName: bucketOrEmpty,
      })
      .partial(),
    smtp: z
      .object({
        Host: hostOrEmpty,
        Port: integer(1, 65535, 'settings_port_invalid'),
        User: plain,
        Pass: secret,
        From: fromOrEmpty,
        Security: z.enum(SMTP_SECURITY_MODES, fail('settings_smtp_security_invalid')),
      })
      .partial(),
    cacheSettings: z
      .object({
        LocalCachePath: folderOrEmpty,
        DaysToKeep: integer(0, CACHE_NUMBER_MAX, 'settings_cache_number_invalid'),
        MaxCacheSizeMB: integer(0, CACHE_NUMBER_MAX, 'settings_cache_number_invalid'),
      })
      .partial(),
    telegramBot: z.object({ Token: secret }).partial(),
    bookUpdate: z
      .object({
        CategoryIds: categoryIds,
        IntervalMinutes: integer(BOOK_UPDATE_INTERVAL_MIN, BOOK_UPDATE_INTERVAL_MAX, 'settings_interval_invalid'),
      })
      .partial(),
    readLimits: z
      .object({
        BookPagesPerDay: integer(1, READ_LIMIT_MAX, 'settings_read_limit_invalid'),
        PriceStatisticsPerDay: integer(1, READ_LIMIT_MAX, 'settings_read_limit_invalid'),
      })
      .partial(),
    /** What GET answered; ignored when posted back (the environment decides it). */
    lockedByEnvironment: z.array(z.string()).optional(),
    /** What GET answered; ignored when posted back. */
    status: z.unknown().optional(),
  })
  .partial();
export type AdminSettingsInput = z.input<typeof AdminSettingsInput>;
export type AdminSettingsPatch = Omit<z.output<typeof AdminSettingsInput>, 'lockedByEnvironment' | 'status'>;

/** Whether a posted secret is the mask the API sent (keep the stored value). */
export const isSecretMask = (value: string): boolean => value.startsWith(SECRET_MASK);

/** The mask for a stored secret: '' when unset. */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length < SECRET_MASK_MIN_LENGTH ? SECRET_MASK : `${SECRET_MASK}${value.slice(-4)}`;
}

export const SettingsCheckParams = z.object({
  group: z.enum(CHECKABLE_GROUPS, fail('settings_check_group_unknown')),
});

/** The result of a check: `ok` and a sentence in the request's language (the upstream's error on failure). */
export const SettingsCheckResult = z.object({ ok: z.boolean(), message: z.string() });
export type SettingsCheckResult = z.infer<typeof SettingsCheckResult>;

export const SettingsAuditQuery = z.object({
  limit: z.coerce
    .number(fail('settings_audit_limit_invalid'))
    .int(fail('settings_audit_limit_invalid'))
    .min(1, fail('settings_audit_limit_invalid'))
    .max(100, fail('settings_audit_limit_invalid'))
    .default(20),
});

/**
 * How a check went, as the audit keeps it: `ok` (reached and accepted), `rejected` (the service answered
 * and refused: a wrong password, a missing bucket), `refused` (no connection), `timed_out`, `blocked` (not
 * attempted: a forbidden address, a secret to enter again, fields missing).
 */
export const CHECK_RESULTS = ['ok', 'rejected', 'refused', 'timed_out', 'blocked'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/**
 * One save or one check: who, when, which fields (dotted paths; never values). A check names its group
 * and result; its fields are those the request gave in place of the stored ones.
 */
export const SettingsAuditEntry = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  userId: z.number().int().nullable(),
  userEmail: z.string(),
  fields: z.array(z.string()),
  kind: z.enum(['save', 'check']),
  group: z.enum(CHECKABLE_GROUPS).nullable(),
  result: z.enum(CHECK_RESULTS).nullable(),
});
export type SettingsAuditEntry = z.infer<typeof SettingsAuditEntry>;
export const SettingsAuditList = z.object({ items: z.array(SettingsAuditEntry) });
export type SettingsAuditList = z.infer<typeof SettingsAuditList>;

/** A refused save names the field (`smtp.Port`) beside the usual code and message. */
export const SettingsErrorBody = z.object({ code: z.string(), message: z.string(), field: z.string().optional() });
export type SettingsErrorBody = z.infer<typeof SettingsErrorBody>;

// ---- The admin form (ADR 0016): what the inputs hold, and what a valid form posts.

/** The settings form as typed: every input is text except the images switch and the encryption select. */
const AdminSettingsFormShape = AdminSettings.extend({
  smtp: AdminSettings.shape.smtp.extend({ Port: z.string() }),
  cacheSettings: AdminSettings.shape.cacheSettings.extend({ DaysToKeep: z.string(), MaxCacheSizeMB: z.string() }),
  bookUpdate: AdminSettings.shape.bookUpdate.extend({ IntervalMinutes: z.string() }),
  readLimits: z.object({ BookPagesPerDay: z.string(), PriceStatisticsPerDay: z.string() }),
});

/**
 * A cache number is read as an integer, and an entry that is none is 0 (`12 дней` is 12,
 * `abc` is 0). A negative number stays negative for the field message: the server refuses it.
 */
export function cacheNumberEntry(text: string): string {
  const parsed = Number.parseInt(text.trim(), 10);
  return String(Number.isNaN(parsed) ? 0 : parsed);
}

/**
 * The settings form: the cache numbers read as above, then every field through the same rules the
 * server applies to the body, so a field's message is the one the server would answer. A valid form
 * outputs the body POST /api/adminsettings takes (secrets still masked where untouched: the mask keeps).
 */
export const AdminSettingsFormValues = AdminSettingsFormShape.transform((values, ctx) => {
  const result = AdminSettingsInput.safeParse({
    ...values,
    cacheSettings: {
      ...values.cacheSettings,
      DaysToKeep: cacheNumberEntry(values.cacheSettings.DaysToKeep),
      MaxCacheSizeMB: cacheNumberEntry(values.cacheSettings.MaxCacheSizeMB),
    },
  });
  if (result.success) return result.data;
  for (const { message, path } of result.error.issues) ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});
export type AdminSettingsFormValues = z.input<typeof AdminSettingsFormValues>;

/** The form's inputs for the settings as the API answered them (numbers as text, secrets as their masks). */
export function adminSettingsFormValues(settings: AdminSettings): AdminSettingsFormValues {
  return {
    yandexKassa: { ...settings.yandexKassa },
    yandexDisk: { ...settings.yandexDisk },
    typeOfAccessImages: { ...settings.typeOfAccessImages },
    yandexCloud: { ...settings.yandexCloud },
    smtp: { ...settings.smtp, Port: String(settings.smtp.Port) },
    cacheSettings: {
      LocalCachePath: settings.cacheSettings.LocalCachePath,
      DaysToKeep: String(settings.cacheSettings.DaysToKeep),
      MaxCacheSizeMB: String(settings.cacheSettings.MaxCacheSizeMB),
    },
    telegramBot: { ...settings.telegramBot },
    bookUpdate: {
      CategoryIds: settings.bookUpdate.CategoryIds,
      IntervalMinutes: String(settings.bookUpdate.IntervalMinutes),
    },
    readLimits: {
      BookPagesPerDay: String(settings.readLimits.BookPagesPerDay),
      PriceStatisticsPerDay: String(settings.readLimits.PriceStatisticsPerDay),
    },
  };
}
