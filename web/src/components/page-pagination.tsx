import { Box, Pagination, useMediaQuery, useTheme, type PaginationRenderItemParams } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface PagePaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  /** What the pages are of (the navigation landmark's name), e.g. 'Страницы результатов'. */
  label?: string;
}

/** The page control with first and last buttons; hidden when there is one page. */
export function PagePagination({ page, totalPages, onChange, disabled = false, label }: PagePaginationProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  // A phone gets one row: smaller buttons and no neighbours around the current page.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  if (totalPages <= 1) return null;

  function handleChange(_event: unknown, next: number) {
    if (next !== page) onChange(next);
  }

  function itemLabel(type: PaginationRenderItemParams['type'], item: number | null, selected: boolean) {
    if (type === 'page')
      return selected ? t('pagination.current', { page: item }) : t('pagination.page', { page: item });
    if (type === 'first') return t('pagination.first');
    if (type === 'last') return t('pagination.last');
    if (type === 'next') return t('pagination.next');
    if (type === 'previous') return t('pagination.previous');
    return '';
  }

  return (
    <Box
      component="nav"
      aria-label={label ?? t('pagination.label')}
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    >
      <Pagination
        page={Math.min(page, totalPages)}
        count={totalPages}
        onChange={handleChange}
        disabled={disabled}
        showFirstButton
        showLastButton
        siblingCount={compact ? 0 : 1}
        size={compact ? 'small' : 'medium'}
        boundaryCount={1}
        color="primary"
        shape="rounded"
        getItemAriaLabel={itemLabel}
        sx={{ '& .MuiPagination-ul': { justifyContent: 'center', rowGap: 1 } }}
      />
    </Box>
  );
}
