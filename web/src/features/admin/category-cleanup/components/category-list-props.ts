import type { CleanupCategory } from '@raritet/contracts/category-cleanup';

/** The table (wide screens) and the cards (narrow ones) show the same page with the same actions. */
export interface CategoryListProps {
  categories: readonly CleanupCategory[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Selects (or clears) every category on the page. */
  onTogglePage: (ids: readonly number[], select: boolean) => void;
  onDelete: (category: CleanupCategory) => void;
  /** Only offered for categories with duplicates. */
  onMerge: (category: CleanupCategory) => void;
}
