import { Box, Card, Skeleton, Stack } from '@mui/material';
import type { FavoriteItem } from '@raritet/contracts/member';
import { useTranslation } from 'react-i18next';
import { FavoriteCard } from './favorite-card.tsx';

export function FavoritesList({ items }: { items: readonly FavoriteItem[] }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id}>
          <FavoriteCard item={item} />
        </Box>
      ))}
    </Stack>
  );
}

export function FavoritesListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('member');
  return (
    <Stack spacing={2} role="status" aria-label={t('favorites.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}>
          <Skeleton variant="rounded" sx={{ width: { xs: 72, sm: 96 }, height: { xs: 96, sm: 128 }, flexShrink: 0 }} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '70%' }} />
            <Skeleton variant="text" width="40%" />
            <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
              <Skeleton variant="text" width={90} height={40} />
              <Skeleton variant="text" width={90} height={40} />
            </Stack>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
