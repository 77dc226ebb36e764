import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captchas, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

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

    /** Makes the e-mail's account an admin with this password, creating it when missing. */
    upsertAdmin: async (email: string, passwordHash: string, tx: DbOrTx = db): Promise<UserRow> => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, role: 'Admin' })
        .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'Admin' } })
        .returning();
      return row!;
    },

    adminExists: async (tx: DbOrTx = db): Promise<boolean> =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1)).length > 0,

    insertCaptcha: async (token: string, answer: string, ttlSeconds: number, tx: DbOrTx = db) => {
      // Expired captchas are swept here: issuing is the only place they pile up.
      await tx.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
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
