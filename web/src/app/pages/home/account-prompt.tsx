import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';

/**
 * A logged-in user sees a welcome and their subscription card (passed in from billing); a guest sees
 * the sign-in or register prompt.
 */
export function AccountPrompt({ subscriptionCard }: { subscriptionCard: ReactNode }) {
  const { t } = useTranslation('home');
  const { status, user } = useSession();

  if (status === 'loading') return null;

  if (user !== null) {
    return (
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
          {t('welcome.title', { email: user.email })}
        </Typography>
        {subscriptionCard}
      </Stack>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
          {t('guest.title')}
        </Typography>
        <Typography color="textSecondary">{t('guest.text')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('guest.login')}
        </Button>
        <Button component={RouterLink} to="/register" variant="outlined" size="large">
          {t('guest.register')}
        </Button>
      </Stack>
    </Paper>
  );
}
