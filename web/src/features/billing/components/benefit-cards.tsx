import { Box, Card, CardContent, Typography } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslation } from 'react-i18next';

const BENEFITS = [
  { key: 'archive', Icon: Inventory2OutlinedIcon },
  { key: 'details', Icon: PhotoLibraryOutlinedIcon },
  { key: 'favorites', Icon: FavoriteBorderIcon },
  { key: 'alerts', Icon: NotificationsActiveOutlinedIcon },
] as const;

export function BenefitCards() {
  const { t } = useTranslation('billing');
  return (
    <Box component="section" aria-labelledby="subscription-benefits-title">
      <Typography id="subscription-benefits-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('benefits.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {BENEFITS.map(({ key, Icon }) => (
          <Card key={key} sx={{ height: '100%' }}>
            <CardContent>
              <Icon aria-hidden color="secondary" sx={{ fontSize: 36, mb: 1 }} />
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
                {t(`benefits.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`benefits.${key}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
