import { InvalidImageNameError, isValidImageName } from './image-store.ts';

/**
 * The place of a book's image inside any store, as path parts: <id / 1000>/<id>/<name>, so no folder
 * holds more than a thousand books however large the archive grows. Every store uses this.
 */
export function imagePathParts(bookId: number, name: string): [string, string, string] {
  if (!Number.isSafeInteger(bookId) || bookId < 1) throw new RangeError(`invalid book id: ${bookId}`);
  if (!isValidImageName(name)) throw new InvalidImageNameError(name);
  return [String(Math.floor(bookId / 1000)), String(bookId), name];
}

/**
 * Whether a file found at <thousand>/<book>/<name> under a store's folder is one the store itself wrote
 * there: the book folder a positive id in its own thousand, the name a valid image name (not a file
 * being written). The cache sweep removes nothing else (docs/adr/0041).
 */
export function isStoreFile(thousand: string, book: string, name: string): boolean {
  if (!/^[1-9]\d{0,15}$/.test(book) || name.endsWith('.tmp') || !isValidImageName(name)) return false;
  const id = Number(book);
  return Number.isSafeInteger(id) && String(Math.floor(id / 1000)) === thousand;
}
