import { z } from 'zod';
import { SearchType } from './archive.ts';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './auth.ts';
import {
  CATEGORY_IDS_MAX,
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  FREQUENCY_MAX_MINUTES,
  FREQUENCY_MIN_MINUTES,
} from './notifications.ts';

/**
 * Transfer packages (docs/transfer-format.md): one ZIP per export with `manifest.json` and NDJSON
 * entries named after their entity. This file holds the manifest's schema and the limits both sides check;
 * the server's reader (features/transfers/package-reader.ts) is the one that enforces them on a file.
 */
export const TRANSFER_FORMAT = 'raritet-export';
export const TRANSFER_KINDS = ['archive', 'users', 'plans'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The version this build writes. */
export const TRANSFER_FORMAT_VERSION = 1;
/** The versions this build reads: the current one and every earlier one still understood. */
export const TRANSFER_READABLE_VERSIONS: readonly number[] = [1];

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The largest file each import accepts (declared at init, checked again on the bytes received). */
export const TRANSFER_SIZE_LIMITS: Record<TransferKind, number> = {
  plans: 10 * MiB,
  users: 2 * GiB,
  archive: 100 * GiB,
};

/** Unpacked bytes may be at most this many times the ZIP file's size (zip bombs), counted while inflating. */
export const TRANSFER_MAX_COMPRESSION_RATIO = 200;

/** The most entries a package of each kind may hold (the archive's images are one entry each). */
export const TRANSFER_MAX_ENTRIES: Record<TransferKind, number> = {
  plans: 100,
  users: 1000,
  archive: 1_000_000,
};

/** The most unpacked bytes of all entries together, whatever the ratio allows. */
export const TRANSFER_MAX_UNPACKED: Record<TransferKind, number> = {
  plans: 200 * MiB,
  users: 64 * GiB,
  archive: 2048 * GiB,
};

/** manifest.json itself may unpack to at most this (it lists every entry; about 150 bytes each). */
export const TRANSFER_MAX_MANIFEST_BYTES = 256 * MiB;

/** One NDJSON line (one record) may be at most this long. */
export const TRANSFER_MAX_RECORD_BYTES = 16 * MiB;

/** The chunk sizes the web app sends and the most the server takes in one chunk. */
export const TRANSFER_CHUNK_BYTES = 256 * 1024;
export const TRANSFER_PLAN_CHUNK_BYTES = MiB;
export const TRANSFER_MAX_CHUNK_BYTES = 8 * MiB;

/** An unfinished upload is dropped this long after its last chunk (or its init). */
export const TRANSFER_UPLOAD_TTL_SECONDS = 60 * 60;

export const MANIFEST_PATH = 'manifest.json';

/**
 * A path inside a package: relative, `/`-separated, ASCII letters, digits, `.`, `_` and `-` only, no empty,
 * `.` or `..` segment. So no absolute path, drive letter, backslash or way out of the folder it unpacks to.
 */
export function isSafeEntryPath(path: string): boolean {
  if (path.length === 0 || path.length > 255) return false;
  return path.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

export const TransferEntry = z.object({
  path: z.string().refine(isSafeEntryPath, 'unsafe path'),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TransferEntry = z.infer<typeof TransferEntry>;

/** What every version of the manifest has, read first so that an unknown version is named, not misparsed. */
export const TransferManifestHeader = z.looseObject({
  format: z.string(),
  kind: z.string(),
  version: z.number().int(),
});

export const TransferManifestV1 = z.object({
  format: z.literal(TRANSFER_FORMAT),
  kind: z.enum(TRANSFER_KINDS),
  version: z.literal(1),
  productVersion: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  entries: z.array(TransferEntry),
});
export type TransferManifest = z.infer<typeof TransferManifestV1>;

/** PostgreSQL's integer. */
const INT_MAX = 2_147_483_647;

/* ---- Plan export and import ---- */

/** An export or import task, named by a random UUID. */
const TaskId = z.uuid();

export const PlanExportStartResponse = z.object({ taskId: TaskId });
export type PlanExportStartResponse = z.infer<typeof PlanExportStartResponse>;

export const PlanExportTaskParams = z.object({ taskId: TaskId });

/** Plan export progress. `errorDetails` is the reason in the request's language when `isError`. */
export const PlanExportProgress = z.object({
  progress: z.number().int().min(0).max(100),
  isError: z.boolean(),
  errorDetails: z.string().nullable(),
});
export type PlanExportProgress = z.infer<typeof PlanExportProgress>;

/** POST /admin/start-subscription-plan-import?expectedFileSize={bytes}[&fileName=…]: no body. */
export const PlanImportStartQuery = z.object({
  expectedFileSize: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  fileName: z.string().max(255).optional(),
});
export const PlanImportStartResponse = z.object({ importId: TaskId });
export type PlanImportStartResponse = z.infer<typeof PlanImportStartResponse>;

export const PlanImportParams = z.object({ importId: TaskId });

/** A chunk's byte position in the file (optional: without it the chunk appends). */
export const TransferChunkQuery = z.object({
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const TransferChunkResponse = z.object({ received: z.number().int(), size: z.number().int() });
export type TransferChunkResponse = z.infer<typeof TransferChunkResponse>;

/** One record the import could not take as it is (it is still never silently dropped). */
export const ImportReportRow = z.object({ row: z.number().int(), key: z.string(), message: z.string() });
export type ImportReportRow = z.infer<typeof ImportReportRow>;

/** Plan import progress, with the import's `report`. */
export const PlanImportProgress = z.object({
  uploadProgress: z.number().int().min(0).max(100),
  importProgress: z.number().int().min(0).max(100),
  isFinished: z.boolean(),
  isCancelledOrError: z.boolean(),
  message: z.string().nullable(),
  report: z.array(ImportReportRow),
});
export type PlanImportProgress = z.infer<typeof PlanImportProgress>;

export const TransferActionResponse = z.object({ message: z.string() });
export type TransferActionResponse = z.infer<typeof TransferActionResponse>;

/**
 * One line of plans.ndjson: every stored field of a plan. `id` is the exporting server's and only
 * informative (plans are matched by name on import); the timestamps are carried over as they were.
 */
export const PlanRecord = z.object({
  id: z.number().int().optional(),
  name: z.string().min(1).max(1000),
  price: z.number().int().min(0).max(INT_MAX),
  monthlyPrice: z.number().int().min(0).max(INT_MAX),
  yearlyPrice: z.number().int().min(0).max(INT_MAX),
  monthlyRequestLimit: z.number().int().min(1).max(INT_MAX),
  description: z.string().max(10_000),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PlanRecord = z.infer<typeof PlanRecord>;

/* ---- The users' package (users.ndjson, subscriptions.ndjson, …; ADR 0031, docs/transfer-format.md) ---- */

/**
 * Text PostgreSQL can store as it is: no U+0000 (refused by the database) and no unpaired UTF-16 surrogate
 * (which would be stored as U+FFFD, not as written).
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !UNSTORABLE.test(text), 'unstorable text');

/**
 * A timestamp as the users' package writes it: ISO 8601 with microseconds (`2024-01-02T03:04:05.123456Z`),
 * the database's own precision, so a timestamp that is part of a natural key survives the round trip.
 */
const Instant = z.iso.datetime({ offset: true });
const int32 = z
  .number()
  .int()
  .min(-INT_MAX - 1)
  .max(INT_MAX);

/** Who a record belongs to: the user's e-mail as stored (trimmed, lower case), the users' natural key. */
const UserEmail = z
  .string()
  .min(3)
  .max(EMAIL_MAX_LENGTH)
  .refine((email) => email === normalizeEmail(email) && !UNSTORABLE.test(email), 'not a stored e-mail');

/** users.ndjson: every stored column of an account but its id; the password hash as it is (they keep their passwords). */
export const UserRecord = z.object({
  email: UserEmail,
  passwordHash: storable(1000).min(1),
  role: z.enum(['Admin', 'User']),
  createdAt: Instant,
  hasSubscription: z.boolean(),
});
export type UserRecord = z.infer<typeof UserRecord>;

/**
 * subscriptions.ndjson: one period of a user's subscription, its plan by name (plans go first). Matched by
 * user and `startDate`. The payment that paid for it is not carried (ADR 0031).
 */
export const SubscriptionRecord = z
  .object({
    user: UserEmail,
    plan: storable(1000).min(1),
    status: z.enum(['Active', 'Cancelled', 'Replaced', 'Expired']),
    startDate: Instant,
    endDate: Instant,
    autoRenew: z.boolean(),
    cancelledAt: Instant.nullable(),
    source: z.enum(['payment', 'admin']),
    createdAt: Instant,
  })
  .refine((record) => Date.parse(record.endDate) >= Date.parse(record.startDate), {
    message: 'ends before it starts',
    path: ['endDate'],
  });
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>;

/** search-request-usage.ndjson: the searches a user made in a month (counted against the plan's limit). */
export const SearchRequestUsageRecord = z.object({
  user: UserEmail,
  /** The month's first day. */
  month: z.iso.date().refine((day) => day.endsWith('-01'), 'not a first day'),
  count: z.number().int().min(0).max(INT_MAX),
});
export type SearchRequestUsageRecord = z.infer<typeof SearchRequestUsageRecord>;

/** favorites.ndjson: a lot a user keeps, by its source lot id (the archive's natural key). */
export const FavoriteRecord = z.object({
  user: UserEmail,
  sourceLotId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  addedDate: Instant,
});
export type FavoriteRecord = z.infer<typeof FavoriteRecord>;

/**
 * search-history.ndjson: one search; every field is its key. `occurrence` numbers identical searches (the
 * same user, type, query and instant): the second one is 2, so it is not taken for the first one again.
 */
export const SearchHistoryRecord = z.object({
  user: UserEmail,
  searchType: SearchType,
  query: storable(10_000),
  searchDate: Instant,
  occurrence: z.number().int().min(1).max(INT_MAX).default(1),
});
export type SearchHistoryRecord = z.infer<typeof SearchHistoryRecord>;

/**
 * notification-preferences.ndjson: every stored field of a keyword alert, its categories by name (ids are
 * each server's own). Matched by user and `createdAt`.
 */
export const NotificationPreferenceRecord = z.object({
  user: UserEmail,
  isEnabled: z.boolean(),
  keywords: storable(10_000),
  isExactMatch: z.boolean(),
  categories: z.array(storable(1000).min(1)).max(CATEGORY_IDS_MAX),
  minPrice: int32.nullable(),
  maxPrice: int32.nullable(),
  minYear: int32.nullable(),
  maxYear: int32.nullable(),
  cities: storable(10_000),
  frequencyMinutes: z.number().int().min(FREQUENCY_MIN_MINUTES).max(FREQUENCY_MAX_MINUTES),
  deliveryMethod: z.union([z.literal(DELIVERY_EMAIL), z.literal(DELIVERY_BOT)]),
  lastNotificationSent: Instant.nullable(),
  language: z.enum(['ru', 'en']),
  createdAt: Instant,
  updatedAt: Instant,
});
export type NotificationPreferenceRecord = z.infer<typeof NotificationPreferenceRecord>;

/** telegram-links.ndjson: the user's messaging-bot chat (one per user, one user per chat). */
export const TelegramLinkRecord = z.object({
  user: UserEmail,
  chatId: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  username: storable(1000).nullable(),
  isPaused: z.boolean(),
  linkedAt: Instant,
});
export type TelegramLinkRecord = z.infer<typeof TelegramLinkRecord>;

/** The users' package's NDJSON entities, in the order they are written and imported. */
export const USER_TRANSFER_ENTITIES = [
  'users',
  'subscriptions',
  'search-request-usage',
  'favorites',
  'search-history',
  'notification-preferences',
  'telegram-links',
] as const;
export type UserTransferEntity = (typeof USER_TRANSFER_ENTITIES)[number];

/* ---- Data (archive) and user export and import ---- */

export const ExportTaskParams = z.object({ taskId: TaskId });
export const ExportStartResponse = z.object({ taskId: TaskId });
export type ExportStartResponse = z.infer<typeof ExportStartResponse>;

/** POST /admin/export-data: the body is optional; images are left out unless asked for (they can be huge). */
export const DataExportStartBody = z.object({ includeImages: z.boolean().optional() }).optional().nullable();
export type DataExportStartBody = z.infer<typeof DataExportStartBody>;

/**
 * A data or user export task: taskId, isExporting, progress, isError, errorDetails. The status call
 * answers the newest task of the kind (taskId null when there is none), so a page opened while an export
 * runs resumes polling it. `isReady` (the file can be downloaded), `fileSize` and `createdAt` are added.
 */
export const ExportTask = z.object({
  taskId: TaskId.nullable(),
  isExporting: z.boolean(),
  progress: z.number().int().min(0).max(100),
  isError: z.boolean(),
  errorDetails: z.string().nullable(),
  isReady: z.boolean(),
  fileSize: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ExportTask = z.infer<typeof ExportTask>;

/** How long a download ticket works (once): enough to open the link it was asked for. */
export const DOWNLOAD_TICKET_TTL_SECONDS = 60;

/**
 * The new-window variant of the download: a link carries a single-use download ticket (`POST /admin/download-ticket`),
 * never the login token; `token` is refused with 401 `download_token_in_query` (docs/adr/0040).
 */
export const DownloadQuery = z.object({
  ticket: z.string().max(256).optional().describe('A download ticket from POST /api/admin/download-ticket'),
  token: z.string().max(4096).optional().describe('No longer accepted (401): use a ticket'),
});
/** The form-submit variant of the download: a urlencoded form with the token field. */
export const DownloadForm = z.object({ token: z.string().max(4096).optional() });
/** POST /admin/download-ticket: a ticket for one download within `expiresAt`. */
export const DownloadTicketResponse = z.object({ ticket: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type DownloadTicketResponse = z.infer<typeof DownloadTicketResponse>;

/**
 * POST /useradmin/init-user-import?fileSize={n}[&fileName=…] and POST /import/init?fileSize=…[&fileName=…].
 * The size is required (one reading of the original specification calls it optional; without it a retried
 * chunk cannot be told from a new one at the end of the file).
 */
export const ImportInitQuery = z.object({
  fileSize: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  fileName: z.string().max(255).optional(),
});
export const ImportInitResponse = z.object({ importTaskId: TaskId });
export type ImportInitResponse = z.infer<typeof ImportInitResponse>;

export const ImportTaskParams = z.object({ taskId: TaskId });
/** The `/import/*` reading names the task in the query: `?importTaskId=…[&offset=…]`. */
export const ImportTaskQuery = z.object({ importTaskId: TaskId });
export const ImportChunkQuery = ImportTaskQuery.extend(TransferChunkQuery.shape);
export const ImportProgressParams = z.object({ id: TaskId });

/** A data import task (also the user import's progress), with the import's `report`. */
export const ImportTask = z.object({
  importTaskId: TaskId,
  uploadProgress: z.number().int().min(0).max(100),
  importProgress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  isFinished: z.boolean(),
  isCancelledOrError: z.boolean(),
  report: z.array(ImportReportRow),
});
export type ImportTask = z.infer<typeof ImportTask>;

/* ---- The archive's package (docs/transfer-format.md "archive") ---- */

/* `storable` and `Instant` are the users' package's, above. */
const Int32 = z
  .number()
  .int()
  .min(-INT_MAX - 1)
  .max(INT_MAX);

/** One line of categories.ndjson: every stored field but the id (categories are matched by name). */
export const CategoryRecord = z.object({
  name: storable(1000).min(1),
  description: storable(100_000).nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type CategoryRecord = z.infer<typeof CategoryRecord>;

/** One line of sellers.ndjson (sellers are matched by name, ignoring case). */
export const SellerRecord = z.object({ name: storable(1000).min(1) });
export type SellerRecord = z.infer<typeof SellerRecord>;

/**
 * One line of books.ndjson: every stored field of a lot but its id and the search vectors the database
 * computes. The lot is matched by `sourceLotId`; its seller and category are named (they are matched by
 * name in sellers.ndjson and categories.ndjson or the archive already there).
 */
export const BookRecord = z.object({
  sourceLotId: z.int(),
  title: storable(100_000),
  author: storable(100_000).nullable(),
  year: Int32.nullable(),
  type: storable(1000),
  descriptionHtml: storable(4_000_000),
  descriptionText: storable(4_000_000),
  sellerName: storable(1000).min(1),
  publisher: storable(100_000).nullable(),
  language: storable(1000),
  categoryName: storable(1000).min(1),
  finalPrice: Int32,
  saleDate: Instant,
  city: storable(1000).nullable(),
  imageNames: z.array(storable(1000)).max(10_000),
  addedDate: Instant,
});
export type BookRecord = z.infer<typeof BookRecord>;

/** One line of images.ndjson: an image file of the package (`path`), whose lot and name it is. */
export const ImageIndexRecord = z.object({
  sourceLotId: z.int(),
  name: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/),
  path: z.string().refine(isSafeEntryPath, 'unsafe path'),
  size: z.number().int().nonnegative(),
});
export type ImageIndexRecord = z.infer<typeof ImageIndexRecord>;
