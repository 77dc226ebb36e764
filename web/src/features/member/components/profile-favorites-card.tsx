import { Alert, Box, List, Skeleton, Stack } from '@mui/material';
import type { FavoritesPage } from '@raritet/contracts/member';
import { PROFILE_FAVORITES_PAGE_SIZE } from '@raritet/contracts/member';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useFavorites } from '../api/get-favorites.ts';
import { useUserFavorites } from '../api/get-user-favorites.ts';
import { usePageParam } from '../hooks/use-page-param.ts';
import { usePagePastEnd } from '../hooks/use-page-past-end.ts';
import { ProfileFavoriteRow } from './profile-favorite-row.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

interface ProfileFavoritesCardProps {
  userId: number;
  own: boolean;
  height: number;
}

function FavoritesBody({ query, own }: { query: UseQueryResult<FavoritesPage, unknown>; own: boolean }) {
  const { t } = useTranslation('member');
  if (query.isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} role="status" aria-label={t('favorites.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Stack key={index} direction="row" spacing={1.5}>
            <Skeleton variant="rounded" width={44} height={58} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="50%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert query={query} retryLabel={t('profile.retry')} sx={{ m: 2 }}>
        {t('favorites.loadError')}
      </RetryAlert>
    );
  }
  if (query.data.totalItems === 0) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {t(own ? 'profile.favorites.emptyOwn' : 'profile.favorites.emptyOther')}
      </Alert>
    );
  }
  return (
    <List disablePadding aria-busy={query.isPlaceholderData} sx={{ opacity: query.isPlaceholderData ? 0.55 : 1 }}>
      {query.data.items.map((item) => (
        <ProfileFavoriteRow key={item.id} item={item} removable={own} />
      ))}
    </List>
  );
}

/**
 * The favourites card, 10 a page. The owner's list is the same cache as /favorites
 * (so a heart anywhere updates it); an administrator reads another user's through the admin call.
 */
export function ProfileFavoritesCard({ userId, own, height }: ProfileFavoritesCardProps) {
  const { t } = useTranslation('member');
  const [page, setPage] = usePageParam('favoritesPage');
  const ownQuery = useFavorites(page, PROFILE_FAVORITES_PAGE_SIZE, own);
  const otherQuery = useUserFavorites(userId, page, PROFILE_FAVORITES_PAGE_SIZE, !own);
  const query = own ? ownQuery : otherQuery;
  const totalPages = query.data?.totalPages ?? 0;
  usePagePastEnd(query.data, page, setPage, query.isPlaceholderData);

  return (
    <ProfilePanel
      id="profile-favorites-title"
      title={t('profile.favorites.title')}
      height={height}
      footer={
        totalPages > 1 ? (
          <PagePagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label={t('profile.favorites.pagesLabel')}
          />
        ) : undefined
      }
    >
      <FavoritesBody query={query} own={own} />
    </ProfilePanel>
  );
}
