import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feedbackMessages } from './schema.ts';

export type FeedbackRow = typeof feedbackMessages.$inferSelect;

/** The feedback dialog's messages; operators read them newest first (by id: ids follow arrival). */
export function createFeedbackRepository(db: DbOrTx) {
  return {
    async insert(values: { message: string; email: string | null; userId: number | null; page: string | null }) {
      const [row] = await db.insert(feedbackMessages).values(values).returning();
      return row!;
    },

    // Index: feedback_messages_pkey, walked backwards.
    async page(limit: number, offset: number): Promise<FeedbackRow[]> {
      return db.select().from(feedbackMessages).orderBy(desc(feedbackMessages.id)).limit(limit).offset(offset);
    },

    async total(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(feedbackMessages);
      return row?.n ?? 0;
    },
  };
}
