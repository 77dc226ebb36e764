import { ID_MAX } from '@raritet/contracts/billing';

/** The numeric id from `/books/:id`, or null when the address cannot name a book (the page says "not found"). */
export function parseBookId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= ID_MAX ? id : null;
}
