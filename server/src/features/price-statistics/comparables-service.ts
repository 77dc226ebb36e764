import type { Comparables } from '@raritet/contracts/price-statistics';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/service.ts';
import {
  visibilityOf,
  type AccessDeps,
  cardsByIds,
  toBook,
  unmeteredReads,
  type PaidReadMeter,
  type ImageUrlSigner,
} from '../books/service.ts';
import { editionsOf } from './comparable-editions.ts';
import { createComparablesRepository } from './comparables-repository.ts';
import { createQueryTime, type QueryTimeOptions } from '../search/service.ts';
import type { PriceStatsService } from './stats-service.ts';

export type ComparablesServiceOptions = AccessDeps & {
  database: Database;
  stats: Pick<PriceStatsService, 'ofBooks'>;
  /** Counts a lot's comparables against the subscriber's daily budget of price reads (ADR 0050). */
  meterPaidRead?: PaidReadMeter;
  /** Signs the items' picture addresses, as every list that names pictures does (ADR 0033). */
  imageUrls: ImageUrlSigner;
  /** How long the comparables' statements may take (SEARCH_TIMEOUT_MS; ADR 0042), and where a cut is reported. */
  timeoutMs?: QueryTimeOptions['timeoutMs'];
  log?: QueryTimeOptions['log'];
};

/** The book page's comparable sales: subscribers and administrators only, not counted. */
export function createComparablesService({
  database,
  billing,
  stats,
  meterPaidRead = unmeteredReads,
  imageUrls,
  timeoutMs,
  log,
}: ComparablesServiceOptions) {
  const repository = createComparablesRepository(database);
  const inTime = createQueryTime({ database, timeoutMs, log });
  return {
    /** `GET /books/{id}/comparables`: 404 for an unknown lot, 403 without a subscription. */
    async forBook(user: UserRow, id: number): Promise<Comparables> {
      const [book, visibility] = await Promise.all([repository.book(id), visibilityOf({ billing }, user)]);
      if (!book) throw notFound('book_not_found');
      if (visibility === 'hidden') throw forbidden('comparables_subscribers_only');
      await meterPaidRead(user, 'prices');
      const { found, cards, figures, work, workFigures } = await inTime('comparables_timeout', async () => {
        // One connection (the bounded call's transaction): its statements go one after another, as
        // pg requires of a client (side by side they only queued, with pg's deprecation warning).
        const sales = await repository.work(book);
        const lots = await cardsByIds(database, sales.items.ids);
        const summary = await stats.ofBooks(sales.items.ids);
        const whole = await stats.ofBooks(sales.work.map((sale) => sale.id));
        return { found: sales.items, cards: lots, figures: summary, work: sales.work, workFigures: whole };
      });
      const items = cards.map((card) => toBook(card, 'full', imageUrls));
      const sameCopy = new Set(found.sameCopy);
      const { editions, total } = editionsOf(work, book);
      return {
        items,
        stats: figures,
        sameCopy: items.filter((item) => sameCopy.has(item.id)),
        workStats: workFigures,
        editions,
        editionsTotal: total,
      };
    },
  };
}

export type ComparablesService = ReturnType<typeof createComparablesService>;
