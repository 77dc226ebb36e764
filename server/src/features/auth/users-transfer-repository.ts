import { asc, count, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoMicros, wasInserted } from '../../lib/transfer-rows.ts';
import { sessions, users } from './schema.ts';

/** An account as the users' export writes it: every stored column, timestamps to the microsecond. */
export type UserTransferRow = {
  id: number;
  email: string;
  passwordHash: string;
  role: 'Admin' | 'User';
  createdAt: string;
  hasSubscription: boolean;
};
/** An account as the import writes it: every stored column but the id (the e-mail is the key). */
export type StoredUser = Omit<UserTransferRow, 'id'>;

const anyOf = <T>(values: readonly T[], type: string) => sql`any(${sql.param([...values])}::${sql.raw(type)}[])`;

/** The accounts' rows for the users' export and import (ADR 0031). */
export function createUsersTransferRepository(db: DbOrTx) {
  return {
    count: async (tx: DbOrTx = db): Promise<number> => (await tx.select({ n: count() }).from(users))[0]?.n ?? 0,

    /** The accounts after this id, in id order (users_pkey). */
    page: (afterId: number, limit: number, tx: DbOrTx = db): Promise<UserTransferRow[]> =>
      tx
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          role: users.role,
          createdAt: isoMicros(users.createdAt),
          hasSubscription: users.hasSubscription,
        })
        .from(users)
        .where(gt(users.id, afterId))
        .orderBy(asc(users.id))
        .limit(limit),

    /** users_pkey. */
    emailsOf: (ids: readonly number[], tx: DbOrTx = db): Promise<{ id: number; email: string }[]> =>
      tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.id} = ${anyOf(ids, 'int')}`),

    /** The ids, password hashes and roles of these e-mails (users_email_unique). */
    credentialsOf: (
      emails: readonly string[],
      tx: DbOrTx = db,
    ): Promise<{ id: number; email: string; passwordHash: string; role: 'Admin' | 'User' }[]> =>
      tx
        .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, role: users.role })
        .from(users)
        .where(sql`${users.email} = ${anyOf(emails, 'text')}`),

    /**
     * One statement for the batch: a new e-mail is inserted, a known one rewritten column by column only
     * when some column differs (so an unchanged account is not touched at all). Answers the rows written.
     */
    upsert: (rows: readonly StoredUser[], tx: DbOrTx): Promise<{ id: number; inserted: boolean }[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(users)
            // A new account from a package counts as confirmed (ADR 0049): the package came from the operator,
            // and no one registered it here. A known account keeps its own state.
            .values(
              rows.map((row) => ({
                ...row,
                createdAt: sql`${row.createdAt}::timestamptz`,
                emailVerifiedAt: sql`now()`,
              })),
            )
            .onConflictDoUpdate({
              target: users.email,
              set: {
                passwordHash: sql`excluded.password_hash`,
                role: sql`excluded.role`,
                createdAt: sql`excluded.created_at`,
                hasSubscription: sql`excluded.has_subscription`,
              },
              setWhere: sql`(${users.passwordHash}, ${users.role}, ${users.createdAt}, ${users.hasSubscription})
                is distinct from (excluded.password_hash, excluded.role, excluded.created_at, excluded.has_subscription)`,
            })
            .returning({ id: users.id, inserted: wasInserted }),

    /** Ends every session of these accounts (sessions_user_idx). */
    deleteSessionsOf: async (userIds: readonly number[], tx: DbOrTx): Promise<void> => {
      if (userIds.length > 0) await tx.delete(sessions).where(sql`${sessions.userId} = ${anyOf(userIds, 'int')}`);
    },
  };
}
