import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captchas, downloadTickets, knownDevices, sessions, users } from './schema.ts';
import { SESSION_IDLE_SECONDS, SESSION_TOUCH_SECONDS } from './session-limits.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** A session still alive: before its absolute end and used within the idle limit. */
const sessionAlive = () =>
  and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
  );

/** `%` and `_` (and the escape itself) taken literally in a LIKE pattern, whose default escape is the backslash. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Accounts whose e-mail contains `search` in any case (index users_email_trgm_idx); everyone when blank. */
const emailContains = (search: string) => (search === '' ? undefined : ilike(users.email, `%${likeLiteral(search)}%`));

export function createAuthRepository(db: DbOrTx) {
  return {
    findUserById: async (id: number, tx: DbOrTx = db): Promise<UserRow | undefined> =>
      (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0],

    findUserByEmail: async (email: string, tx: DbOrTx = db): Promise<UserRow | undefined> =>
      (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0],

    insertUser: async (
      values: { email: string; passwordHash: string; role?: 'Admin' | 'User' },
      tx: DbOrTx = db,
    ): Promise<UserRow> => {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    /**
     * Makes the e-mail's account an admin with this password, creating it when missing. The operator typed
     * the address (setup, ADMIN_EMAIL), so it counts as confirmed (ADR 0049).
     */
    upsertAdmin: async (email: string, passwordHash: string, tx: DbOrTx = db): Promise<UserRow> => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, role: 'Admin', emailVerifiedAt: sql`now()` })
        .onConflictDoUpdate({
          target: users.email,
          set: { passwordHash, role: 'Admin', emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` },
        })
        .returning();
      return row!;
    },

    /** Locks the account's row until the transaction ends; false when there is no such account. */
    lockUser: async (userId: number, tx: DbOrTx): Promise<boolean> =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')).length > 0,

    setSubscriptionFlag: async (userId: number, hasSubscription: boolean, tx: DbOrTx = db): Promise<void> => {
      await tx.update(users).set({ hasSubscription }).where(eq(users.id, userId));
    },

    /**
     * Sets the flag of every account (or of one) to whether it is among `subscriberIds`, in one UPDATE
     * that touches only the wrong ones; returns how many were wrong.
     */
    syncSubscriptionFlags: async (subscriberIds: number[], userId?: number, tx: DbOrTx = db): Promise<number> => {
      // One array parameter, however many subscribers there are.
      const isSubscriber = sql`${users.id} = any(${sql.param(subscriberIds)}::int[])`;
      return (
        await tx
          .update(users)
          .set({ hasSubscription: not(users.hasSubscription) })
          .where(
            and(
              userId === undefined ? undefined : eq(users.id, userId),
              ne(users.hasSubscription, sql`(${isSubscriber})`),
            ),
          )
          .returning({ id: users.id })
      ).length;
    },

    /**
     * A page of accounts, administrators first, then newest first (index users_admin_list_idx, read
     * backwards; the id breaks ties between accounts made in the same instant).
     */
    listUsers: (
      { search, limit, offset }: { search: string; limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<UserRow[]> =>
      tx
        .select()
        .from(users)
        .where(emailContains(search))
        .orderBy(desc(sql`(${users.role} = 'Admin')`), desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),

    countUsers: async (search: string, tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ total: count() }).from(users).where(emailContains(search)))[0]?.total ?? 0,

    /**
     * Locks every administrator's row until the transaction ends and returns their ids. Role changes
     * take it first, in id order, so two of them take turns instead of both counting the same admins.
     */
    lockAdmins: async (tx: DbOrTx): Promise<number[]> =>
      (
        await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).orderBy(users.id).for('update')
      ).map((row) => row.id),

    /** The account's row, locked until the transaction ends. */
    findUserForUpdate: async (id: number, tx: DbOrTx): Promise<UserRow | undefined> =>
      (await tx.select().from(users).where(eq(users.id, id)).for('update'))[0],

    updateRole: async (userId: number, role: 'Admin' | 'User', tx: DbOrTx = db): Promise<UserRow> => {
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
      return row!;
    },

    /**
     * Marks the address confirmed when it is still the one the link was made for and not confirmed yet;
     * answers whether this call confirmed it (users_pkey).
     */
    confirmEmail: async (userId: number, email: string, tx: DbOrTx = db): Promise<boolean> =>
      (
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id })
      ).length > 0,

    updatePasswordHash: async (userId: number, passwordHash: string, tx: DbOrTx = db): Promise<void> => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    insertSession: async (
      session: { id: string; userId: number; expiresAt: Date; address?: string | null; userAgent?: string | null },
      tx: DbOrTx = db,
    ) => {
      await tx.insert(sessions).values(session);
    },

    /**
     * The account of a live session (primary keys of sessions and users), or undefined. A session used
     * more than SESSION_TOUCH_SECONDS ago is marked used now, so the idle limit counts from the last use
     * without a write on every request.
     */
    findSessionUser: async (sessionId: string, userId: number, tx: DbOrTx = db): Promise<UserRow | undefined> => {
      const [row] = await tx
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sessionAlive()))
        .limit(1);
      if (row && Date.now() - row.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
        // The database's clock decides again: of a page's parallel calls past the mark, one row is written.
        await tx
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(
            and(
              eq(sessions.id, sessionId),
              lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_TOUCH_SECONDS})`),
            ),
          );
      }
      return row?.user;
    },

    /** The account's live sessions, the most recently used first (index sessions_user_idx). */
    listUserSessions: (userId: number, tx: DbOrTx = db): Promise<SessionRow[]> =>
      tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sessionAlive()))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Ends one session of the account; whether there was one to end. */
    deleteSession: async (sessionId: string, userId: number, tx: DbOrTx = db): Promise<boolean> =>
      (
        await tx
          .delete(sessions)
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
          .returning({ id: sessions.id })
      ).length > 0,

    /** Whether the account has logged in successfully from any of these markers (primary key). */
    isKnownDevice: async (userId: number, markers: string[], tx: DbOrTx = db): Promise<boolean> =>
      markers.length > 0 &&
      (
        await tx
          .select({ userId: knownDevices.userId })
          .from(knownDevices)
          .where(and(eq(knownDevices.userId, userId), inArray(knownDevices.marker, markers)))
          .limit(1)
      ).length > 0,

    /** Remembers the markers of a successful login (or marks them used now). */
    rememberDevices: async (userId: number, markers: string[], tx: DbOrTx = db): Promise<void> => {
      if (markers.length === 0) return;
      await tx
        .insert(knownDevices)
        .values(markers.map((marker) => ({ userId, marker })))
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.marker],
          set: { lastLoginAt: sql`now()` },
        });
    },

    /** Ends every session of the account (index sessions_user_idx); returns how many there were. */
    deleteUserSessions: async (userId: number, tx: DbOrTx = db): Promise<number> =>
      (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,

    /**
     * Sessions past their end or idle limit, captchas and tickets past their expiry, devices unused for
     * 180 days (indexes sessions_expires_at_idx, captchas_expires_at_idx, known_devices_last_login_idx).
     * The idle condition has no index: the hourly job reads the sessions table through, which holds at
     * most a month of logins.
     */
    deleteExpired: async (
      tx: DbOrTx = db,
    ): Promise<{ sessions: number; captchas: number; tickets: number; devices: number }> => {
      const [endedSessions, endedCaptchas, endedTickets, forgottenDevices] = await Promise.all([
        tx
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, sql`now()`),
              lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
            ),
          )
          .returning({ id: sessions.id }),
        tx
          .delete(captchas)
          .where(lt(captchas.expiresAt, sql`now()`))
          .returning({ token: captchas.token }),
        tx
          .delete(downloadTickets)
          .where(lt(downloadTickets.expiresAt, sql`now()`))
          .returning({ hash: downloadTickets.ticketHash }),
        tx
          .delete(knownDevices)
          .where(lt(knownDevices.lastLoginAt, sql`now() - interval '180 days'`))
          .returning({ userId: knownDevices.userId }),
      ]);
      return {
        sessions: endedSessions.length,
        captchas: endedCaptchas.length,
        tickets: endedTickets.length,
        devices: forgottenDevices.length,
      };
    },

    adminExists: async (tx: DbOrTx = db): Promise<boolean> =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1)).length > 0,

    insertCaptcha: async (token: string, answer: string, ttlSeconds: number, tx: DbOrTx = db) => {
      await tx.insert(captchas).values({
        token,
        answer,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /** Deletes the captcha and returns its answer when it had not expired: a code is good once. */
    takeCaptcha: async (token: string, tx: DbOrTx = db): Promise<string | undefined> => {
      const [row] = await tx
        .delete(captchas)
        .where(and(eq(captchas.token, token), gt(captchas.expiresAt, sql`now()`)))
        .returning({ answer: captchas.answer });
      if (!row) await tx.delete(captchas).where(eq(captchas.token, token));
      return row?.answer;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
