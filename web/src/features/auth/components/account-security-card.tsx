import { Box, Card, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import { SessionList } from './session-list.tsx';

/** The own profile's security card: change the password, log out on all devices, the list of sessions. */
export function AccountSecurityCard() {
  const { t } = useTranslation('auth');
  return (
    <Card component="section" aria-labelledby="profile-security-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="profile-security-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('security.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ maxWidth: { md: 440 } }}>
          <Typography id="security-password-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
            {t('security.changePassword.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2.5 }}>
            {t('security.changePassword.text')}
          </Typography>
          <ChangePasswordForm />
        </Box>
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
        <Divider sx={{ display: { md: 'none' } }} />
        <LogoutEverywhere />
      </Box>
      <Divider sx={{ my: 3 }} />
      <SessionList />
    </Card>
  );
}
