import type { ReactNode } from 'react';
import { Alert, Box, Card, Container, Skeleton, Stack, Typography } from '@mui/material';
import type { User } from '@raritet/contracts/auth';
import { HISTORY_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZES } from '@raritet/contracts/member';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button.tsx';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchHistory } from '../api/get-search-history.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { ProfileFavoritesCard } from '../components/profile-favorites-card.tsx';
import { ProfileLoadError } from '../components/profile-load-error.tsx';
import { SearchHistoryCard } from '../components/search-history-card.tsx';
import { UserDataCard } from '../components/user-data-card.tsx';
import { usePageParam } from '../hooks/use-page-param.ts';
import { usePagePastEnd } from '../hooks/use-page-past-end.ts';
import { parseUserId, profileAccess, profilePanelHeight } from '../lib/profile-access.ts';

function ProfileFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <BackButton label={() => t('profile.back')} />
      {title !== undefined && (
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.1rem' }, mt: 1, mb: 2.5 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ mt: title === undefined ? 2 : 0 }}>{children}</Box>
    </Container>
  );
}

function useHistoryPageSize(): [number, (size: number) => void] {
  const [size, setSize] = usePageParam('historySize', HISTORY_PAGE_SIZE_DEFAULT);
  const allowed = (HISTORY_PAGE_SIZES as readonly number[]).includes(size);
  return [allowed ? size : HISTORY_PAGE_SIZE_DEFAULT, setSize];
}

export interface ProfilePageProps {
  /**
   * What only the owner sees at the end of their own profile (the auth feature's security card); app/
   * hands it in, since features do not import each other.
   */
  ownAccountSlot?: ReactNode;
}

interface ProfileContentProps extends ProfilePageProps {
  userId: number;
  viewer: User;
}

function ProfileContent({ userId, viewer, ownAccountSlot }: ProfileContentProps) {
  const { t } = useTranslation('member');
  const access = profileAccess(viewer, userId);
  const title = t(access.own ? 'profile.ownTitle' : 'profile.otherTitle');
  useDocumentTitle(title);
  const userQuery = useUserProfile(userId, access.endpoints);
  const [historyPage, setHistoryPage] = usePageParam('historyPage');
  const [historySize, setHistorySize] = useHistoryPageSize();
  const historyQuery = useSearchHistory(userId, access.endpoints, historyPage, historySize, userQuery.isSuccess);
  usePagePastEnd(historyQuery.data, historyPage, setHistoryPage, historyQuery.isPlaceholderData);

  if (userQuery.isPending) {
    return (
      <ProfileFrame title={title}>
        <Card sx={{ p: 2.5 }} role="status" aria-label={t('profile.loading')}>
          <Skeleton variant="text" width={220} sx={{ fontSize: '1.4rem' }} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Card>
      </ProfileFrame>
    );
  }
  if (userQuery.isError) {
    return (
      <ProfileFrame title={title}>
        <ProfileLoadError query={userQuery} />
      </ProfileFrame>
    );
  }

  const height = profilePanelHeight(historyQuery.data?.totalItems ?? 0);
  function handleHistorySize(size: number) {
    setHistorySize(size);
    setHistoryPage(1);
  }

  return (
    <ProfileFrame title={title}>
      <Stack spacing={2.5}>
        <UserDataCard user={userQuery.data} />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ProfileFavoritesCard userId={userId} own={access.own} height={height} />
          <SearchHistoryCard
            query={historyQuery}
            page={historyPage}
            pageSize={historySize}
            onPageChange={setHistoryPage}
            onPageSizeChange={handleHistorySize}
            height={height}
          />
        </Box>
        {access.own && ownAccountSlot}
      </Stack>
    </ProfileFrame>
  );
}

/** /user/{userId}: 'My profile' for the own id, 'User information' for another. */
export function ProfilePage({ ownAccountSlot }: ProfilePageProps = {}) {
  const { t } = useTranslation('member');
  const { user } = useSession();
  const userId = parseUserId(useParams().userId);

  if (userId === null || user === null) {
    return (
      <ProfileFrame>
        <Alert severity="warning">{t('profile.idMissing')}</Alert>
      </ProfileFrame>
    );
  }
  // Keyed by id: another profile starts with its own pages and states.
  return <ProfileContent key={userId} userId={userId} viewer={user} ownAccountSlot={ownAccountSlot} />;
}
