import data from './periodicals.json' with { type: 'json' };
import { entriesOf } from './entries.ts';

/**
 * Journals and newspapers with the years they came out (periodicals.json, 'title|subtitle@from-to'),
 * by group; the subtitle is what the masthead added, used on some lots ('Нива. Иллюстрированный журнал…').
 */
export const JOURNALS = entriesOf(data);

export type JournalGroup = keyof typeof JOURNALS;
