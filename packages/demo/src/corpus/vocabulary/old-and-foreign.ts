import data from './old-and-foreign.json' with { type: 'json' };
import { entries, entriesOf, type Entry } from './entries.ts';

/** Church books as old printers titled them (the generator adds the pre-reform spelling). */
export const CHURCH_BOOKS = entries(data.CHURCH_BOOKS);
export const CHURCH_PRESSES = entries(data.CHURCH_PRESSES);

export type ForeignLanguage = 'Французский' | 'Немецкий' | 'Английский' | 'Латинский';

export const FOREIGN_BOOKS: Record<ForeignLanguage, Entry[]> = entriesOf(data.FOREIGN_BOOKS);
