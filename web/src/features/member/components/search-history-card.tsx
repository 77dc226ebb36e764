import type { ChangeEvent } from 'react';
import { Alert, Skeleton, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import type { SearchHistoryPage } from '@raritet/contracts/member';
import { HISTORY_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZES } from '@raritet/contracts/member';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useCategoryNames } from '../../../lib/categories.ts';
import { ProfilePanel } from './profile-panel.tsx';
import { HistoryQueryCell } from './history-query-cell.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

interface SearchHistoryCardProps {
  query: UseQueryResult<SearchHistoryPage, unknown>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  height: number;
}

function HistoryRows({ query }: { query: UseQueryResult<SearchHistoryPage, unknown> }) {
  const { t } = useTranslation('member');
  const hasCategories = query.data?.items.some((record) => record.searchType === 'category') ?? false;
  const categoryNames = useCategoryNames(hasCategories);

  if (query.isPending) {
    return Array.from({ length: 5 }, (_, index) => (
      <TableRow key={index}>
        {[0, 1, 2].map((cell) => (
          <TableCell key={cell}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (query.isError || query.data.items.length === 0) {
    return (
      <TableRow>
        <TableCell colSpan={3} sx={{ border: 0 }}>
          {query.isError ? (
            <RetryAlert query={query} retryLabel={t('profile.retry')}>
              {t('profile.history.loadError')}
            </RetryAlert>
          ) : (
            <Alert severity="info">{t('profile.history.empty')}</Alert>
          )}
        </TableCell>
      </TableRow>
    );
  }
  return query.data.items.map((record) => (
    <TableRow key={record.id} hover>
      <TableCell>{t(`profile.history.types.${record.searchType}`)}</TableCell>
      <TableCell>
        <HistoryQueryCell record={record} categoryNames={categoryNames.data} />
      </TableCell>
      {/* On a phone the time goes under the date, leaving the query column room for whole words. */}
      <TableCell sx={{ color: 'text.secondary', width: { xs: 80, sm: 'auto' }, whiteSpace: { sm: 'nowrap' } }}>
        {formatDateTime(record.searchDate)}
      </TableCell>
    </TableRow>
  ));
}

/**
 * The search history table (type, query, date), 5, 10 or 25 rows a page, 10 by
 * default; each row's query links back to the search it records.
 */
export function SearchHistoryCard(props: SearchHistoryCardProps) {
  const { query, page, pageSize, onPageChange, onPageSizeChange, height } = props;
  const { t } = useTranslation('member');
  const totalItems = query.data?.totalItems ?? 0;

  function handleRowsPerPage(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    onPageSizeChange(Number(event.target.value) || HISTORY_PAGE_SIZE_DEFAULT);
  }

  return (
    <ProfilePanel
      id="profile-history-title"
      title={t('profile.history.title')}
      height={height}
      footer={
        totalItems > 0 ? (
          <TablePagination
            component="div"
            count={totalItems}
            page={Math.max(0, Math.min(page, Math.max(1, query.data?.totalPages ?? 1)) - 1)}
            onPageChange={(_event, next) => onPageChange(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...HISTORY_PAGE_SIZES]}
            onRowsPerPageChange={handleRowsPerPage}
            labelRowsPerPage={t('profile.history.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('profile.history.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) =>
              t(type === 'next' ? 'profile.history.nextPage' : 'profile.history.previousPage')
            }
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
          />
        ) : undefined
      }
    >
      <Table size="small" stickyHeader aria-labelledby="profile-history-title" aria-busy={query.isPlaceholderData}>
        <TableHead>
          <TableRow>
            <TableCell>{t('profile.history.type')}</TableCell>
            <TableCell>{t('profile.history.query')}</TableCell>
            <TableCell>{t('profile.history.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: query.isPlaceholderData ? 0.55 : 1 }}>
          <HistoryRows query={query} />
        </TableBody>
      </Table>
    </ProfilePanel>
  );
}
