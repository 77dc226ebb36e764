import { Box, Button, Container, LinearProgress, Stack, Typography } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { FAVORITES_PAGE_SIZE } from '@raritet/contracts/member';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { FavoritesList, FavoritesListSkeleton } from '../components/favorites-list.tsx';
import { usePageParam } from '../hooks/use-page-param.ts';
import { usePagePastEnd } from '../hooks/use-page-past-end.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';

function EmptyFavorites() {
  const { t } = useTranslation('member');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2 }}>
      <FavoriteBorderIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.light', mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('favorites.empty')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('favorites.emptyHint')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('favorites.emptyAction')}
      </Button>
    </Box>
  );
}

/** /favorites: the user's favourite books, 15 a page, newest added first. */
export function FavoritesPage() {
  const { t } = useTranslation('member');
  useDocumentTitle(t('favorites.documentTitle'));
  const [page, setPage] = usePageParam();
  const query = useFavorites(page, FAVORITES_PAGE_SIZE);
  const { data } = query;

  usePagePastEnd(data, page, setPage, query.isPlaceholderData);

  let content;
  if (query.isPending) {
    content = <FavoritesListSkeleton />;
  } else if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('favorites.retry')}>
        {t('favorites.loadError')}
      </RetryAlert>
    );
  } else if (query.data.totalItems === 0) {
    content = <EmptyFavorites />;
  } else {
    content = (
      <Stack spacing={2.5} aria-busy={query.isPlaceholderData}>
        <Box sx={{ position: 'relative' }}>
          {query.isPlaceholderData && (
            <LinearProgress
              aria-label={t('favorites.loading')}
              sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
            />
          )}
          <Box sx={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>
            <FavoritesList items={query.data.items} />
          </Box>
        </Box>
        <PagePagination
          page={page}
          totalPages={query.data.totalPages}
          onChange={setPage}
          label={t('favorites.pagesLabel')}
        />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.1rem' } }}>
          {t('favorites.title')}
        </Typography>
        {data !== undefined && data.totalItems > 0 && (
          <Typography color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('favorites.count', { count: data.totalItems })}
          </Typography>
        )}
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('favorites.subtitle')}
      </Typography>
      {content}
    </Container>
  );
}
