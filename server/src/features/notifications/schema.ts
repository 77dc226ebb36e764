// The notifications feature's tables: preferences, one row per (preference, lot) match and its
// delivery, the matcher's progress, the Telegram chat links and link tokens.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { books } from '../books/schema.ts';
import { users } from '../auth/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A user's keyword alert; at most 50 per user. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Comma-separated phrases, tidied ("a, b"); empty when the categories alone select. */
    keywords: text('keywords').notNull().default(''),
    isExactMatch: boolean('is_exact_match').notNull().default(false),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    minYear: integer('min_year'),
    maxYear: integer('max_year'),
    /** Comma-separated city names; empty = any city. */
    cities: text('cities').notNull().default(''),
    frequencyMinutes: integer('frequency_minutes').notNull().default(60),
    /** 1 e-mail, 4 the messaging bot. */
    deliveryMethod: smallint('delivery_method').notNull().default(1),
    lastNotificationSent: at('last_notification_sent'),
    /** The language of the page it was last saved from: its digests are written in it. */
    language: text('language').notNull().default('ru'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('notification_preferences_user_idx').on(table.userId, table.id),
    // The matcher reads every enabled preference.
    index('notification_preferences_enabled_idx')
      .on(table.id)
      .where(sql`${table.isEnabled}`),
  ],
);

/**
 * One matched lot for one preference and its delivery. The
 * unique (preference, book) key makes a second match of the same pair impossible, whatever runs twice.
 * A deleted preference keeps its history (preference_id set null); a deleted lot takes its rows along.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    preferenceId: integer('preference_id').references(() => notificationPreferences.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    deliveryMethod: smallint('delivery_method').notNull(),
    status: smallint('status').notNull().default(0),
    /** The phrases of the preference that the lot matched, "a, b". */
    matchedKeywords: text('matched_keywords').notNull().default(''),
    subject: text('subject'),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    /** When the current attempt began (status 1); a row left 'sending' long after it is released. */
    claimedAt: at('claimed_at'),
    /** A failed attempt is tried again from this time (backoff). */
    nextAttemptAt: at('next_attempt_at'),
    sentAt: at('sent_at'),
    /** The e-mail address or the chat id it went to. */
    recipient: text('recipient'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_preference_book_unique').on(table.preferenceId, table.bookId),
    // A user's history, newest first.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The delivery's work: pending rows by preference.
    index('notifications_pending_idx')
      .on(table.preferenceId, table.id)
      .where(sql`${table.status} in (0, 1)`),
    index('notifications_book_idx').on(table.bookId),
  ],
);

/**
 * The matcher's progress (one row, id 1): every lot with an id up to `matchedThroughId` has been matched,
 * except the ids in `pendingIds` — ids below it that were not visible yet when it was read (a transaction
 * still open), looked at again on each run until they appear or are an hour old.
 */
export const notificationMatchState = pgTable('notification_match_state', {
  id: integer('id').primaryKey(),
  matchedThroughId: bigint('matched_through_id', { mode: 'number' }).notNull().default(0),
  pendingIds: integer('pending_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  pendingSince: at('pending_since'),
  lastRunAt: at('last_run_at'),
});

/** One Telegram chat per account and one account per chat. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    username: text('username'),
    /** /stop in the bot: bot deliveries wait (are cancelled) until /start; the link stays. */
    isPaused: boolean('is_paused').notNull().default(false),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('telegram_links_chat_unique').on(table.chatId)],
);

/** Single-use link tokens (stored as their SHA-256), valid 24 hours. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('telegram_link_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * The bot's link offers (`/start` without a token): a single-use nonce (stored as its SHA-256)
 * bound to the chat and the Telegram account that asked, valid minutes. The site links the chat only
 * when a logged-in user confirms a dialog naming that account.
 */
export const telegramLinkOffers = pgTable(
  'telegram_link_offers',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    username: text('username'),
    displayName: text('display_name'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    // A new /start replaces the chat's unused offers.
    index('telegram_link_offers_chat_idx').on(table.chatId),
    index('telegram_link_offers_expires_idx').on(table.expiresAt),
  ],
);
