import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';

interface BookImagePlaceholderProps {
  /** Shown under the icon; omit on small thumbnails. */
  label?: string | null;
  sx?: SxProps<Theme>;
}

/** A missing or failed image shows this instead (a book on paper, never a broken image). */
export function BookImagePlaceholder({ label, sx }: BookImagePlaceholderProps) {
  const { t } = useTranslation('common');
  const text = label === undefined ? t('image.none') : label;
  return (
    <Box
      role="img"
      aria-label={text ?? t('image.none')}
      sx={[
        {
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          p: 1,
          bgcolor: 'rgba(122, 82, 48, 0.08)',
          color: 'secondary.main',
          textAlign: 'center',
        },
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- MUI's documented sx merge; Array.isArray types SxProps' readonly array as any[]
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 40, opacity: 0.7 }} />
      {text !== null && (
        <Typography variant="caption" color="textSecondary" aria-hidden>
          {text}
        </Typography>
      )}
    </Box>
  );
}
