/** Reading the result screens' query parameters; anything unreadable falls back to the default. */

const MAX_PAGE = 100_000;

export function readPage(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? value : 1;
}

export function readExactPhrase(params: URLSearchParams): boolean {
  const value = params.get('exactPhrase');
  return value === 'true' || value === '1';
}

/** `noCorrection`: the text query exactly as typed, without typo correction (ADR 0044). */
export function readNoCorrection(params: URLSearchParams): boolean {
  const value = params.get('noCorrection');
  return value === 'true' || value === '1';
}

export function readCategoryIds(params: URLSearchParams): number[] {
  const ids = params
    .getAll('categoryIds')
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** A whole, non-negative number from the address (a price, an id), or null. */
export function readWholeNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const price = Number(value);
  return Number.isInteger(price) && price >= 0 ? price : null;
}
