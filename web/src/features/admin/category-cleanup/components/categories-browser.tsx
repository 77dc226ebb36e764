import { useState } from 'react';
import { MenuItem, Paper, Stack, TablePagination, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  CATEGORY_PAGE_SIZE_DEFAULT,
  CATEGORY_PAGE_SIZES,
  CATEGORY_PAGE_SIZES_WIDE,
  type CleanupCategory,
} from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { CategoryCards } from './category-cards.tsx';
import { CategoriesTable } from './categories-table.tsx';
import type { CategoryListProps } from './category-list-props.ts';
import { SelectionBar } from './selection-bar.tsx';

type Filter = 'all' | 'duplicates' | 'unwanted';

interface CategoriesBrowserProps extends Pick<CategoryListProps, 'onDelete' | 'onMerge'> {
  categories: readonly CleanupCategory[];
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: ReadonlySet<number>) => void;
  onDeleteSelected: (categories: readonly CleanupCategory[]) => void;
  onMergeSelected: (categories: readonly CleanupCategory[]) => void;
}

function matches(category: CleanupCategory, filter: Filter, search: string): boolean {
  if (filter === 'duplicates' && !category.hasDuplicates) return false;
  if (filter === 'unwanted' && !category.isUnwanted) return false;
  return search === '' || category.name.toLocaleLowerCase('ru').includes(search);
}

/** The table pages by 5, 10 or 25 (and 50 on wide screens), 10 at first; filter and selection. */
export function CategoriesBrowser(props: CategoriesBrowserProps) {
  const { categories, selected, onSelectedChange, onDelete, onMerge, onDeleteSelected, onMergeSelected } = props;
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [chosenPageSize, setPageSize] = useState<number>(CATEGORY_PAGE_SIZE_DEFAULT);
  const pageSizes: readonly number[] = wide ? CATEGORY_PAGE_SIZES_WIDE : CATEGORY_PAGE_SIZES;
  // 50 is for wide screens only; a window made narrow falls back to the largest narrow size.
  const pageSize = pageSizes.includes(chosenPageSize) ? chosenPageSize : Math.max(...pageSizes);

  const needle = search.trim().toLocaleLowerCase('ru');
  const shown = categories.filter((category) => matches(category, filter, needle));
  const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = shown.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
  const selectedCategories = categories.filter((category) => selected.has(category.id));

  function handleToggle(id: number) {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelectedChange(next);
  }

  function handleTogglePage(ids: readonly number[], select: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (select) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  }

  const listProps: CategoryListProps = {
    categories: pageRows,
    selected,
    onToggle: handleToggle,
    onTogglePage: handleTogglePage,
    onDelete,
    onMerge,
  };

  return (
    <section aria-labelledby="category-table-title">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography id="category-table-title" variant="h3" sx={{ fontSize: '1.15rem', flexGrow: 1, minWidth: 0 }}>
          {t('categories.table.title', { count: categories.length })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('categories.filter.label')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setPage(0);
          }}
          sx={{ width: { md: 220 }, flexShrink: 0 }}
        >
          <MenuItem value="all">{t('categories.filter.all')}</MenuItem>
          <MenuItem value="duplicates">{t('categories.filter.duplicates')}</MenuItem>
          <MenuItem value="unwanted">{t('categories.filter.unwanted')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="search"
          sx={{ width: { md: 280 }, flexShrink: 0 }}
          label={t('categories.filter.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('categories.table.legend')}
      </Typography>
      {selectedCategories.length > 0 && (
        <SelectionBar
          selected={selectedCategories}
          onDelete={() => onDeleteSelected(selectedCategories)}
          onMerge={() => onMergeSelected(selectedCategories)}
          onClear={() => onSelectedChange(new Set())}
        />
      )}
      {shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="textSecondary">{t('categories.filter.nothing')}</Typography>
        </Paper>
      ) : wide ? (
        <CategoriesTable {...listProps} />
      ) : (
        <CategoryCards {...listProps} />
      )}
      <TablePagination
        component="div"
        count={shown.length}
        page={currentPage}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizes]}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('categories.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('categories.table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`categories.table.pageButtons.${type}`)}
        sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
      />
    </section>
  );
}
