import data from './condition.json' with { type: 'json' };
import { entries } from './entries.ts';

/**
 * What dealers write about the copy (condition.json): bindings, condition states with their price
 * factors (same order), defects (text, price factor, only bound volumes), merits (text, price factor),
 * illustrators, formats, dealers' lines and remarks, and surnames for authors nobody remembers.
 */
export const {
  BINDINGS,
  CONDITION_STATES,
  CONDITION_FACTORS,
  FORMATS,
  SOVIET_FORMATS,
  DEALER_LINES,
  BOOK_REMARKS,
  SHEET_REMARKS,
  SURNAMES,
} = data;
export const DEFECTS = data.DEFECTS as Array<[string, number, boolean]>;
export const MERITS = data.MERITS as Array<[string, number]>;
export const ILLUSTRATORS = entries(data.ILLUSTRATORS);
export const INITIALS = data.INITIALS.split('');
