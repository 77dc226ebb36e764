// The auth feature's tables: accounts, captchas, sessions, known devices, download tickets.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['Admin', 'User']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored normalised (trimmed, lower case); the unique index makes a duplicate a 409. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('User'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stored "has a subscription" flag (billing). The API never reads it: hasSubscription is computed
     * from the subscriptions; check-status and a scheduled job keep this copy in step.
     */
    hasSubscription: boolean('has_subscription').notNull().default(false),
    /**
     * When the owner confirmed the address by the e-mailed link (ADR 0049); null until then, and no alert,
     * digest or test e-mail goes to it. No default: each way an account is made says it (registration
     * leaves it null; setup and imports set it), and the migration dated the accounts it found.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // The admin list's order (administrators first, newest first), read backwards: a page is an index scan.
    index('users_admin_list_idx').on(sql`(${table.role} = 'Admin')`, table.createdAt, table.id),
    // The admin list's search by a part of the e-mail (ILIKE '%…%'; pg_trgm, migration 0000).
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** One row per issued captcha; deleted when used, so a code works once. */
export const captchas = pgTable(
  'captchas',
  {
    token: text('token').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/**
 * One row per login: a token names its session (`sid`), and a token whose session row is gone no longer
 * works, so logging out, logging out everywhere, a password change and a demotion end sessions on the
 * server before their tokens expire. Expired rows are swept by the auth.sweep job.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (30 days after the login); the token's `exp` says the same. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the session was last used, to the few minutes (ADR 0051): a session unused for the idle
     * limit (7 days) has ended, and the profile's list of sessions shows it.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address and browser that logged in, for the owner's list of sessions (null before ADR 0051). */
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    // Ending every session of a user; the profile's list of them.
    index('sessions_user_idx').on(table.userId),
    // The sweep of expired sessions.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Where an account has logged in successfully before (ADR 0051): an address, or a device named by its
 * long-lived `device` cookie (only its SHA-256 is kept). When an account's failed logins ask for the
 * captcha, a login from one of these with the right password goes through without it, so strangers'
 * guesses never keep the owner out. Rows unused for 180 days are swept.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `address:<ip>` or `device:<sha-256 of the cookie>`. */
    marker: text('marker').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.marker] }),
    // The sweep of markers unused for long.
    index('known_devices_last_login_idx').on(table.lastLoginAt),
  ],
);

/**
 * Download tickets (docs/adr/0040): a short-lived, single-use stand-in for an administrator's login token
 * in a download link opened in a new tab (`?ticket=`), so that the token itself never sits in an address,
 * a browser history or a proxy's log. Only the ticket's SHA-256 is kept; it belongs to the session that
 * asked for it and ends with it.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('download_tickets_expires_at_idx').on(table.expiresAt)],
);
