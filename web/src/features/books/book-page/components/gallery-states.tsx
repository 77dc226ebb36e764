import { Button, CircularProgress, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { GalleryFrame } from './gallery-frame.tsx';

const iconSx = { fontSize: 56, color: 'secondary.light' } as const;

export function GalleryLoading() {
  const { t } = useTranslation('book');
  return (
    <GalleryFrame role="status">
      <CircularProgress aria-hidden />
      <Typography color="textSecondary">{t('gallery.loading')}</Typography>
    </GalleryFrame>
  );
}

/** The image list failed or its spinner gave up after 5 seconds. */
export function GalleryFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('book');
  return (
    <GalleryFrame role="alert" compact>
      <BrokenImageOutlinedIcon aria-hidden sx={iconSx} />
      <Typography sx={{ fontWeight: 600 }}>{t('gallery.failed')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('retry')}
      </Button>
    </GalleryFrame>
  );
}

interface GalleryEmptyProps {
  /** Photos exist but this viewer has no subscription: say so instead of "no photos". */
  lockedCount: number | null;
}

export function GalleryEmpty({ lockedCount }: GalleryEmptyProps) {
  const { t } = useTranslation('book');
  if (lockedCount !== null) {
    return (
      <GalleryFrame compact>
        <LockOutlinedIcon aria-hidden sx={iconSx} />
        <Typography sx={{ fontWeight: 600 }}>{t('gallery.subscribersOnly')}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('gallery.photoCount', { count: lockedCount })}
        </Typography>
      </GalleryFrame>
    );
  }
  return (
    <GalleryFrame compact>
      <HideImageOutlinedIcon aria-hidden sx={iconSx} />
      <Typography sx={{ fontWeight: 600 }}>{t('gallery.empty')}</Typography>
    </GalleryFrame>
  );
}
