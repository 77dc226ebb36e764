import { randomUUID } from 'node:crypto';
import { ROOT_CATEGORY, WATCHED_CATEGORIES } from './simulator-categories.ts';
import type { SimulatorLot } from './simulator-lot.ts';
import type { Timeline } from './simulator-timeline.ts';
import { descriptionOf, fullLot, isActiveAt, isFinishedAt, listLot } from './simulator-wire.ts';

/**
 * The answers of the platform's three calls (sales-source.md), over the simulator's timeline. A body
 * the platform would refuse gets a 400 with a JSON error; anything else a 200 with `{ correlationId,
 * result }`, `result: null` for a lot the platform does not know.
 */
export type Answer = { status: number; body: unknown };

export const MAX_PAGE_SIZE = 200;

const ok = (result: unknown): Answer => ({ status: 200, body: { correlationId: randomUUID(), result } });
const refused = (message: string): Answer => ({
  status: 400,
  body: { correlationId: randomUUID(), error: { code: 'bad_request', message } },
});

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/** The watched category itself, or every one of them for their parent. */
function inCategory(lot: SimulatorLot, categoryId: number): boolean {
  return categoryId === ROOT_CATEGORY.id
    ? WATCHED_CATEGORIES.some((category) => category.id === lot.listedIn)
    : lot.listedIn === categoryId;
}

export function getItems(timeline: Timeline, body: unknown, atMs: number, baseUrl: string): Answer {
  const filter = asObject(asObject(body).filter);
  const categoryId = asInteger(filter.categoryId);
  if (categoryId === undefined) return refused('filter.categoryId must be a number');
  const status = filter.status ?? 'active';
  if (status !== 'active' && status !== 'finished') return refused('filter.status must be active or finished');
  const page = Math.max(1, asInteger(filter.page) ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, asInteger(filter.pageSize) ?? 50));
  const newestFirst = asObject(filter.sort).direction === 1;

  const visible = status === 'finished' ? isFinishedAt : isActiveAt;
  const counts = new Map<number, number>();
  const matching: SimulatorLot[] = [];
  for (const lot of timeline.lots) {
    if (!visible(lot, atMs)) continue;
    counts.set(lot.listedIn, (counts.get(lot.listedIn) ?? 0) + 1);
    if (inCategory(lot, categoryId)) matching.push(lot);
  }
  if (newestFirst) matching.reverse();
  const slice = matching.slice((page - 1) * pageSize, page * pageSize);
  const lots = slice.flatMap((lot) => {
    const raw = listLot(lot, atMs, baseUrl);
    // The platform has been seen to list a lot twice in one page.
    return lot.hostile === 'duplicate-id' ? [raw, { ...raw, title: `${lot.title} (повтор)` }] : [raw];
  });
  let min = Infinity;
  let max = 0;
  for (const lot of matching) {
    min = Math.min(min, lot.finalPrice);
    max = Math.max(max, lot.finalPrice);
  }
  const last = slice.at(-1);
  const leaves = WATCHED_CATEGORIES.map((category) => ({
    ...category,
    lotsCount: counts.get(category.id) ?? 0,
    childs: [],
  }));
  return ok({
    lots,
    stats: {
      categories: [
        {
          ...ROOT_CATEGORY,
          lotsCount: leaves.reduce((sum, leaf) => sum + leaf.lotsCount, 0),
          childs: WATCHED_CATEGORIES.map((category) => category.id),
        },
        ...leaves,
      ],
      count: { overall: matching.length },
      price: { min: matching.length ? min : 0, max },
    },
    lastSortValues: last ? [last.endMs, last.id] : null,
  });
}

/** The lot when it is listed at `atMs` (a lot not yet begun is unknown to the platform). */
function knownLot(timeline: Timeline, body: unknown, atMs: number): SimulatorLot | undefined | 'bad' {
  const lotId = asObject(body).lotId;
  const id = typeof lotId === 'string' && /^\d+$/.test(lotId) ? Number(lotId) : asInteger(lotId);
  if (id === undefined) return 'bad';
  const lot = timeline.byId(id);
  return lot && lot.beginMs <= atMs ? lot : undefined;
}

export function getLotById(timeline: Timeline, body: unknown, atMs: number, baseUrl: string): Answer {
  const lot = knownLot(timeline, body, atMs);
  if (lot === 'bad') return refused('lotId must be a number');
  return ok(lot ? fullLot(lot, atMs, baseUrl) : null);
}

export function getDescription(timeline: Timeline, body: unknown, atMs: number): Answer {
  const lot = knownLot(timeline, body, atMs);
  if (lot === 'bad') return refused('lotId must be a number');
  return ok(lot ? descriptionOf(lot) : null);
}
