/**
 * Every cached answer about one book starts with this key (favourites may invalidate it). In lib/ because
 * two features cache answers under it: the book page (books) and its comparable sales (price-statistics).
 */
export const bookQueryKey = (bookId: number) => ['archive', 'book', bookId] as const;
