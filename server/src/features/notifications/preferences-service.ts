import type { z } from 'zod';
import type { Language } from '@raritet/contracts/messages';
import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  PREFERENCES_PER_USER_MAX,
  validatePreferenceInput,
  type NotificationPreference,
  type NotificationPreferenceInput,
} from '@raritet/contracts/notifications';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { BooksService } from '../books/service.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { DeliveriesRepository } from './deliveries-repository.ts';
import type { PreferenceRow, PreferencesRepository } from './preferences-repository.ts';
import type { TelegramRepository } from './telegram-repository.ts';

type Input = z.output<typeof NotificationPreferenceInput>;

export const toPreference = (row: PreferenceRow): NotificationPreference => ({
  id: row.id,
  isEnabled: row.isEnabled,
  keywords: row.keywords,
  isExactMatch: row.isExactMatch,
  categoryIds: row.categoryIds,
  minPrice: row.minPrice,
  maxPrice: row.maxPrice,
  minYear: row.minYear,
  maxYear: row.maxYear,
  cities: row.cities,
  notificationFrequencyMinutes: row.frequencyMinutes,
  deliveryMethod: row.deliveryMethod === DELIVERY_BOT ? DELIVERY_BOT : DELIVERY_EMAIL,
  lastNotificationSent: row.lastNotificationSent?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export type PreferencesServiceDeps = {
  database: Database;
  preferences: PreferencesRepository;
  deliveries: DeliveriesRepository;
  telegram: TelegramRepository;
  books: Pick<BooksService, 'categories'>;
  auth: Pick<AuthService, 'lockAccount'>;
};

/**
 * A user's own preferences: the form's rules (contracts' `validatePreferenceInput`),
 * then what only the server knows: the bot must be linked to be chosen, the categories must exist, and
 * at most 50 per user. What a preference switched off or deleted had waiting is cancelled with it.
 */
export function createPreferencesService({
  database,
  preferences,
  deliveries,
  telegram,
  books,
  auth,
}: PreferencesServiceDeps) {
  async function validated(userId: number, input: Input) {
    const result = validatePreferenceInput(input);
    if ('error' in result) throw badRequest(result.error);
    const { preference } = result;
    if (preference.deliveryMethod === DELIVERY_BOT && !(await telegram.linkOfUser(userId))) {
      throw badRequest('notification_bot_not_linked');
    }
    if (preference.categoryIds.length) {
      const known = new Set((await books.categories()).map((category) => category.id));
      const unknown = preference.categoryIds.filter((id) => !known.has(id));
      if (unknown.length) throw badRequest('notification_category_unknown', { ids: unknown.join(', ') });
    }
    return preference;
  }

  return {
    list: async (user: UserRow): Promise<NotificationPreference[]> =>
      (await preferences.list(user.id)).map(toPreference),

    async create(user: UserRow, input: Input, lang: Language): Promise<NotificationPreference> {
      const preference = await validated(user.id, input);
      const row = await database.db.transaction(async (tx) => {
        // Counted under the account's lock: two creates at once cannot both pass the limit.
        await auth.lockAccount(user.id, tx);
        if ((await preferences.countOf(user.id, tx)) >= PREFERENCES_PER_USER_MAX) {
          throw badRequest('notification_preferences_limit', { max: PREFERENCES_PER_USER_MAX });
        }
        return preferences.insert(user.id, preference, lang, tx);
      });
      return toPreference(row);
    },

    async update(user: UserRow, id: number, input: Input, lang: Language): Promise<NotificationPreference> {
      const preference = await validated(user.id, input);
      const row = await database.db.transaction(async (tx) => {
        const updated = await preferences.update(user.id, id, preference, lang, tx);
        if (updated && !updated.isEnabled) await deliveries.cancelPendingOfPreference(id, 'preference disabled', tx);
        return updated;
      });
      if (!row) throw notFound('notification_preference_not_found');
      return toPreference(row);
    },

    async remove(user: UserRow, id: number): Promise<NotificationPreference> {
      const row = await database.db.transaction(async (tx) => {
        // The owner first: someone else's id changes nothing, not even their waiting rows.
        if (!(await preferences.find(user.id, id, tx))) return undefined;
        // The rows keep their history (preference_id set null); those still waiting are not sent.
        await deliveries.cancelPendingOfPreference(id, 'preference deleted', tx);
        return preferences.remove(user.id, id, tx);
      });
      if (!row) throw notFound('notification_preference_not_found');
      return toPreference(row);
    },
  };
}
