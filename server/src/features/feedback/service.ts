import {
  FEEDBACK_MAX_LENGTH,
  validateFeedback,
  type FeedbackItem,
  type FeedbackPage,
} from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { createFeedbackRepository, type FeedbackRow } from './feedback-repository.ts';

const toItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  message: row.message,
  email: row.email,
  userId: row.userId,
  page: row.page,
  createdAt: row.createdAt.toISOString(),
});

/** Only the path of a page is kept: the host adds nothing and a query string may hold anything. */
function pagePath(page: string | undefined): string | null {
  if (!page) return null;
  try {
    const url = new URL(page, 'http://raritet.invalid');
    return url.pathname.slice(0, 500);
  } catch {
    return null;
  }
}

/**
 * The home page's feedback dialog. The spec's dialog "does nothing"; here the message is kept for the
 * operators, who read it in the admin panel.
 */
export function createFeedbackService({ database }: { database: Database }) {
  const repository = createFeedbackRepository(database.db);
  return {
    async submit(input: {
      message: string;
      email?: string | undefined;
      page?: string | undefined;
      userId: number | null;
    }) {
      const invalid = validateFeedback(input);
      if (invalid) throw badRequest(invalid, { max: FEEDBACK_MAX_LENGTH });
      const message = input.message.trim();
      const email = input.email?.trim() || null;
      return toItem(await repository.insert({ message, email, userId: input.userId, page: pagePath(input.page) }));
    },

    async list(page: number, pageSize: number): Promise<FeedbackPage> {
      const [rows, totalItems] = await Promise.all([
        repository.page(pageSize, (page - 1) * pageSize),
        repository.total(),
      ]);
      return { items: rows.map(toItem), totalItems, totalPages: Math.ceil(totalItems / pageSize) };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
