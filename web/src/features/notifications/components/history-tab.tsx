import { useEffect } from 'react';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { isAdminRole } from '@raritet/contracts/auth';
import { NOTIFICATION_HISTORY_PAGE_SIZE } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useHistory } from '../api/get-history.ts';
import { usePageParam } from '../hooks/use-search-param.ts';
import { HistoryCards } from './history-cards.tsx';
import { HistoryTable } from './history-table.tsx';

/** The History tab: what was sent, 20 a page from page 1, a table or cards on phones. */
export function HistoryTab() {
  const { t } = useTranslation(['notifications', 'common']);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { user } = useSession();
  // The server shows administrators every price, as the archive does.
  const hasSubscription = (user?.hasSubscription ?? false) || isAdminRole(user?.role);
  const [page, setPage] = usePageParam('page');
  const query = useHistory(page, NOTIFICATION_HISTORY_PAGE_SIZE);
  const { data } = query;

  // A page past the last one (an old address) shows the last page rather than an empty list.
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && data.items.length === 0 && page > 1;
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  let content;
  if (query.isPending || pastTheEnd) content = <HistorySkeleton wide={wide} />;
  else if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('retry')}>
        {errorMessage(query.error, t, t('history.loadFailed'))}
      </RetryAlert>
    );
  } else if (query.data.totalItems === 0) content = <HistoryEmpty />;
  else {
    const list = wide ? (
      <HistoryTable items={query.data.items} hasSubscription={hasSubscription} />
    ) : (
      <HistoryCards items={query.data.items} hasSubscription={hasSubscription} />
    );
    content = (
      <Stack spacing={2} aria-busy={query.isPlaceholderData}>
        <Box sx={{ position: 'relative' }}>
          {query.isPlaceholderData && (
            <LinearProgress
              aria-label={t('history.loading')}
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <Box sx={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>{list}</Box>
        </Box>
        <PagePagination
          page={page}
          totalPages={query.data.totalPages}
          onChange={setPage}
          label={t('history.pagesLabel')}
        />
      </Stack>
    );
  }

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mb: 2, alignItems: { sm: 'baseline' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {t('history.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('history.subtitle')}
          </Typography>
        </Box>
        {data !== undefined && data.totalItems > 0 && (
          <Typography color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('history.count', { count: data.totalItems })}
          </Typography>
        )}
      </Stack>
      {content}
    </Box>
  );
}

function HistoryEmpty() {
  const { t } = useTranslation('notifications');
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }}>
        <HistoryIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.light', mb: 1 }} />
        <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('history.empty')}
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {t('history.emptyHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function HistorySkeleton({ wide }: { wide: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <Stack spacing={wide ? 0.5 : 2} role="status" aria-label={t('history.loading')}>
      {[0, 1, 2, 3].map((row) =>
        wide ? (
          <Skeleton key={row} variant="rounded" height={44} />
        ) : (
          <Card key={row} variant="outlined" sx={{ p: 2 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.2rem', width: '75%' }} />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="60%" />
          </Card>
        ),
      )}
    </Stack>
  );
}
