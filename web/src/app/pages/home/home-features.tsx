import { Box, Card, CardContent, Typography } from '@mui/material';
import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'archive', Icon: Inventory2OutlinedIcon },
  { key: 'compare', Icon: CompareArrowsOutlinedIcon },
  { key: 'alerts', Icon: NotificationsActiveOutlinedIcon },
] as const;

/** Marketing: what the service gives. */
export function HomeFeatures() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-features-title">
      <Typography id="home-features-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('features.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} sx={{ height: '100%' }}>
            <CardContent>
              <Icon aria-hidden color="secondary" sx={{ fontSize: 36, mb: 1 }} />
              <Typography variant="h3" sx={{ fontSize: '1.2rem' }} gutterBottom>
                {t(`features.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`features.${key}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
