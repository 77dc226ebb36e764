import { Box, Button, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { rememberSubscriptionReturnTarget } from '../../../lib/return-target.ts';
import { BlurredChart } from './blurred-chart.tsx';
import { StatisticsCard } from './statistics-card.tsx';

/**
 * What a viewer without a subscription sees where the statistics would be: that they
 * exist, how many sales they would cover (the search's own count), a blurred drawing instead of the
 * chart and an invitation to subscribe that brings them back here. Never a figure.
 */
export function StatisticsTeaser({ count }: { count: string }) {
  const { t } = useTranslation('prices');
  const location = useLocation();

  return (
    <StatisticsCard heading={t('stats.title')} count={count}>
      {/* Wide screens: the invitation over the middle of the drawing; a phone: under it, overlapping. */}
      <Box
        sx={{
          position: 'relative',
          minHeight: { sm: 150 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            position: { xs: 'relative', sm: 'absolute' },
            inset: { sm: 0 },
            width: '100%',
            height: { xs: 110, sm: 'auto' },
            color: 'text.secondary',
          }}
        >
          <BlurredChart />
        </Box>
        <Box
          sx={{
            position: 'relative',
            mt: { xs: -3, sm: 0 },
            mx: { xs: 0.5, sm: 1.5 },
            mb: { xs: 0.5, sm: 1.5 },
            px: { xs: 2, sm: 3 },
            py: 2,
            maxWidth: 520,
            textAlign: 'center',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 2,
          }}
        >
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', textAlign: 'left' }}>
            <LockOutlinedIcon aria-hidden color="secondary" />
            {t('stats.teaser.text')}
          </Typography>
          <Button
            component={RouterLink}
            to="/subscription"
            onClick={() => rememberSubscriptionReturnTarget(`${location.pathname}${location.search}`)}
            variant="contained"
            size="small"
            sx={{ mt: 1.5 }}
          >
            {t('stats.teaser.link')}
          </Button>
        </Box>
      </Box>
    </StatisticsCard>
  );
}
