import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DOWNLOAD_TICKET_TTL_SECONDS } from '@raritet/contracts/transfers';
import type { DbOrTx } from '../../db/client.ts';
import { downloadTickets } from './schema.ts';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Download tickets (docs/adr/0040): an administrator's session asks for one (POST /admin/download-ticket)
 * and a link opened in a new tab carries it as `?ticket=`. It works once, for a minute, and only while
 * the session that asked lives; the table is shared, so any process redeems what another issued.
 */
export function createDownloadTickets(db: DbOrTx) {
  return {
    /** A new ticket for the session (the caller has checked it is an administrator's). */
    async issue(session: { sessionId: string; userId: number }): Promise<{ ticket: string; expiresAt: string }> {
      const ticket = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(downloadTickets)
        .values({
          ticketHash: hashOf(ticket),
          sessionId: session.sessionId,
          userId: session.userId,
          expiresAt: sql`now() + make_interval(secs => ${DOWNLOAD_TICKET_TTL_SECONDS})`,
        })
        .returning({ expiresAt: downloadTickets.expiresAt });
      return { ticket, expiresAt: row!.expiresAt.toISOString() };
    },

    /** Uses the ticket up (expired or not): its session's ids when it was good, else undefined. */
    async redeem(ticket: string): Promise<{ sessionId: string; userId: number } | undefined> {
      const [row] = await db
        .delete(downloadTickets)
        .where(eq(downloadTickets.ticketHash, hashOf(ticket)))
        .returning({
          sessionId: downloadTickets.sessionId,
          userId: downloadTickets.userId,
          live: sql<boolean>`${downloadTickets.expiresAt} > now()`,
        });
      return row?.live ? { sessionId: row.sessionId, userId: row.userId } : undefined;
    },
  };
}
