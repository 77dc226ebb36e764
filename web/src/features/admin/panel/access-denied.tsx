import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useSession } from '../../../lib/session.ts';
import { TokenDebug } from './token-debug.tsx';
import type { DeniedReason } from './use-admin-access.ts';

interface AccessDeniedProps {
  reason: DeniedReason;
  token: string | null;
  user: User | null;
  onRecheck: () => void;
  rechecking: boolean;
}

/** Heading, explanation, the reason, a re-check button and the debug information. */
export function AccessDenied({ reason, token, user, onRecheck, rechecking }: AccessDeniedProps) {
  const { t } = useTranslation('admin');
  const { logOut } = useSession();

  function handleLogin() {
    // The cookie is gone but the session may not know yet: ending it lets the route guard send the
    // visitor to /login and back here afterwards.
    logOut('expired');
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 4, borderTopColor: 'error.main', textAlign: 'center' }}
      >
        <LockOutlinedIcon aria-hidden color="error" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }} gutterBottom>
          {t('access.deniedTitle')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('access.deniedText')}
        </Typography>
        <Alert severity="warning" sx={{ textAlign: 'left', mb: 3 }}>
          {t(`access.reasons.${reason}`)}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <PendingButton variant="contained" onClick={onRecheck} pending={rechecking}>
            {t('access.recheck')}
          </PendingButton>
          {reason === 'noToken' ? (
            <Button onClick={handleLogin} variant="outlined">
              {t('access.login')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/" variant="outlined">
              {t('access.home')}
            </Button>
          )}
        </Stack>
        {/* Spacing on a wrapper: an expanded Accordion resets its own margins. */}
        <Box sx={{ mt: 3 }}>
          <TokenDebug reason={reason} token={token} user={user} />
        </Box>
      </Paper>
    </Container>
  );
}
