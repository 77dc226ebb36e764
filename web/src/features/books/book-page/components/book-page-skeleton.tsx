import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BookLayout } from './book-layout.tsx';

/** The page's shape while the book loads, so nothing jumps when it arrives. */
export function BookPageSkeleton() {
  const { t } = useTranslation('book');
  return (
    <Box role="status" aria-live="polite" aria-label={t('loadingLabel')} aria-busy>
      <BookLayout
        header={
          <Stack spacing={1}>
            <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '90%' }} />
            <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '60%' }} />
            <Skeleton variant="text" sx={{ fontSize: '1.1rem', width: '40%' }} />
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              {[72, 140, 96, 120].map((width) => (
                <Skeleton key={width} variant="rounded" width={width} height={32} sx={{ borderRadius: 4 }} />
              ))}
            </Stack>
          </Stack>
        }
        gallery={
          <Stack spacing={1.5}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5' }} />
            <Stack direction="row" spacing={1}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rounded" width={64} height={80} />
              ))}
            </Stack>
          </Stack>
        }
        details={
          <Stack spacing={1.5}>
            <Skeleton variant="rounded" height={88} />
            {[100, 96, 98, 70].map((width) => (
              <Skeleton key={width} variant="text" sx={{ width: `${width}%` }} />
            ))}
          </Stack>
        }
      />
    </Box>
  );
}
