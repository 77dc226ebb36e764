import { commaPhrases } from '@raritet/contracts/notifications';
import type { Logger } from '../../lib/logger.ts';
import { DEFAULT_ALERT_MAX_SALE_AGE_DAYS } from '../../config.ts';
import type { LotCriterion, LotMatch, SearchService } from '../search/service.ts';
import type { DeliveriesRepository, NewMatch } from './deliveries-repository.ts';
import type { PreferenceRow, PreferencesRepository } from './preferences-repository.ts';
import type { Database } from '../../db/client.ts';

/** Lots matched per statement; a run goes on batch after batch until it has seen every new lot. */
export const MATCH_BATCH_LOTS = 1000;
/** Preferences per statement (the criteria travel as one JSON parameter). */
const MATCH_BATCH_PREFERENCES = 5000;
/** Ids seen missing below the progress mark are looked for again for this long (a transaction still open). */
const PENDING_IDS_TTL_MS = 3600_000;
const PENDING_IDS_MAX = 10_000;
const DAY_MS = 86_400_000;

export type MatchingDeps = {
  database: Database;
  lots: SearchService['lots'];
  preferences: PreferencesRepository;
  deliveries: DeliveriesRepository;
  log?: Pick<Logger, 'info' | 'warn'> | undefined;
  /** Lots sold longer ago than this are never alerted (ALERT_MAX_SALE_AGE_DAYS; ADR 0047). */
  maxSaleAgeDays?: number | undefined;
  /** The clock the window is measured from (tests move it). */
  now?: () => Date;
};

/**
 * The first sale moment a preference is alerted about: not before it was made (a lot sold earlier was
 * there to be found by a search when the user wrote the alert) and not longer ago than the window (an
 * archive import, a transfer or a backfill stores sales of months ago under new ids: not news; ADR 0047).
 */
export function soldSinceOf(preference: Pick<PreferenceRow, 'createdAt'>, now: Date, maxSaleAgeDays: number): Date {
  return new Date(Math.max(preference.createdAt.getTime(), now.getTime() - maxSaleAgeDays * DAY_MS));
}

/** A preference as the archive's lot matcher takes it (one matcher for searches and alerts, ADR 0024). */
export function criterionOf(preference: PreferenceRow, soldSince: Date | null = null): LotCriterion {
  return {
    soldSince,
    key: String(preference.id),
    keywords: preference.keywords,
    exactPhrase: preference.isExactMatch,
    categoryIds: preference.categoryIds,
    minPrice: preference.minPrice,
    maxPrice: preference.maxPrice,
    minYear: preference.minYear,
    maxYear: preference.maxYear,
    cities: commaPhrases(preference.cities),
  };
}

/**
 * Matching: which enabled preferences the new lots match, written as one notification row per
 * (preference, lot). Only lots above the progress mark are read, and the mark moves only after their
 * rows are written; a run killed in between is repeated by the next and the unique key drops the
 * pairs already there, so no pair is lost and none is written twice.
 */
export function createMatching({
  database,
  lots,
  preferences,
  deliveries,
  log,
  maxSaleAgeDays = DEFAULT_ALERT_MAX_SALE_AGE_DAYS,
  now = () => new Date(),
}: MatchingDeps) {
  /** `newOnly`: only sales since each preference's soldSinceOf (every run but the admin's test). */
  async function matchAgainst(
    lotIds: readonly number[],
    enabled: readonly PreferenceRow[],
    newOnly: boolean,
  ): Promise<NewMatch[]> {
    const byId = new Map(enabled.map((preference) => [String(preference.id), preference]));
    const found: LotMatch[] = [];
    const at = now();
    for (let start = 0; start < enabled.length; start += MATCH_BATCH_PREFERENCES) {
      const criteria = enabled
        .slice(start, start + MATCH_BATCH_PREFERENCES)
        .map((preference) => criterionOf(preference, newOnly ? soldSinceOf(preference, at, maxSaleAgeDays) : null));
      found.push(...(await lots.match(criteria, lotIds)));
    }
    return found.map((match) => {
      const preference = byId.get(match.key)!;
      return {
        preferenceId: preference.id,
        userId: preference.userId,
        bookId: match.lotId,
        deliveryMethod: preference.deliveryMethod,
        matchedKeywords: match.phrases.join(', '),
      };
    });
  }

  return {
    /**
     * Matches every lot added since the last run against every enabled preference. Answers the lots
     * looked at, the rows written and the preferences that got new rows (to deliver next).
     */
    async run(): Promise<{ lots: number; created: number; preferenceIds: number[] }> {
      let [seen, created] = [0, 0];
      const touched = new Set<number>();
      let enabled: PreferenceRow[] | undefined;
      for (;;) {
        const state = await database.db.transaction((tx) => deliveries.lockMatchState(tx));
        const [fresh, reappeared] = await Promise.all([
          lots.idsAfter(state.matchedThroughId, MATCH_BATCH_LOTS),
          lots.present(state.pendingIds),
        ]);
        const batch = [...reappeared, ...fresh];
        const expired = state.pendingSince !== null && Date.now() - state.pendingSince.getTime() > PENDING_IDS_TTL_MS;
        if (batch.length > 0) {
          enabled ??= await preferences.enabled();
          if (enabled.length > 0) {
            const matches = await matchAgainst(batch, enabled, true);
            created += await deliveries.insertMatches(matches);
            for (const match of matches) touched.add(match.preferenceId);
          }
        }
        // Ids skipped below the new mark (an insert not committed yet, or rolled back) are kept to look again.
        const through = fresh.length ? fresh[fresh.length - 1]! : state.matchedThroughId;
        const freshSet = new Set(fresh);
        const gaps: number[] = [];
        for (let id = state.matchedThroughId + 1; id < through && gaps.length < PENDING_IDS_MAX; id += 1) {
          if (!freshSet.has(id)) gaps.push(id);
        }
        const reappearedSet = new Set(reappeared);
        const stillPending = expired ? [] : state.pendingIds.filter((id) => !reappearedSet.has(id));
        const pendingIds = [...stillPending, ...gaps].slice(-PENDING_IDS_MAX);
        if (batch.length > 0 || gaps.length > 0 || expired) {
          await database.db.transaction(async (tx) => {
            const current = await deliveries.lockMatchState(tx);
            await deliveries.saveMatchState(
              {
                // Another process may have moved on meanwhile: the mark never goes back.
                matchedThroughId: Math.max(current.matchedThroughId, through),
                pendingIds,
                pendingSince: pendingIds.length === 0 ? null : stillPending.length ? state.pendingSince : new Date(),
              },
              tx,
            );
          });
        }
        seen += batch.length;
        if (fresh.length < MATCH_BATCH_LOTS) break;
      }
      if (created > 0) log?.info({ lots: seen, created }, 'alerts: new lots matched');
      return { lots: seen, created, preferenceIds: [...touched] };
    },

    /**
     * The admin section's test: the newest `limit` lots by sale date against every enabled preference,
     * ignoring the progress mark and the sale-age window (the administrator asks for it, on lots that are
     * there; rows already there are not written again).
     */
    async testRun(limit: number) {
      const [ids, enabled] = await Promise.all([lots.newest(limit), preferences.enabled()]);
      const matches = ids.length && enabled.length ? await matchAgainst(ids, enabled, false) : [];
      const created = await deliveries.insertMatches(matches);
      return {
        lotIds: ids,
        preferences: enabled.length,
        created,
        preferenceIds: [...new Set(matches.map((match) => match.preferenceId))],
      };
    },
  };
}

export type Matching = ReturnType<typeof createMatching>;
