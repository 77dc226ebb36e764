import type { z } from 'zod';
import { Book } from '@raritet/contracts/archive';

/**
 * A lot as the list accepts it: the contract's Book, except that a missing price or date is shown as
 * 'Нет данных' / 'Не указана' rather than failing the whole page.
 */
export const ListedBook = Book.extend({
  finalPrice: Book.shape.finalPrice.nullish(),
  price: Book.shape.price.nullish(),
  date: Book.shape.date.nullish(),
  endDate: Book.shape.endDate.nullish(),
});
export type ListedBook = z.infer<typeof ListedBook>;
