/** A page of a list: `page` from 1. */
export type Paging = { page: number; pageSize: number };

/** The page fields every list shares; a page past the last one simply has no items. */
export function pageOf<T>(items: T[], { page, pageSize }: Paging, totalItems: number) {
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
