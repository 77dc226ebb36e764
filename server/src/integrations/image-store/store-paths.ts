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
