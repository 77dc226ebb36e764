import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogoutAll } from '../api/logout-all.ts';

/**
 * Ends every session of the account, this one too, after a confirmation. Unlike the menu's logout this
 * waits for the server: a user who asks for it wants the other devices out, so a failure is shown and
 * the session here stays until it worked.
 */
export function LogoutEverywhere() {
  const { t } = useTranslation(['auth', 'common']);
  const { logOut } = useSession();
  const navigate = useNavigate();
  const logoutAllMutation = useLogoutAll();
  const [confirming, setConfirming] = useState(false);

  function handleOpen() {
    logoutAllMutation.reset();
    setConfirming(true);
  }

  function handleCancel() {
    setConfirming(false);
  }

  function handleConfirm() {
    logoutAllMutation.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        logOut('user', { endedOnServer: true });
        // Where the menu's logout lands.
        void navigate('/');
      },
    });
  }

  let error: string | null = null;
  if (logoutAllMutation.isError) {
    error = errorMessage(logoutAllMutation.error, t, t('security.logoutAll.failed'));
  }

  return (
    <Box component="section" aria-labelledby="security-logout-all-title">
      <Typography id="security-logout-all-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {t('security.logoutAll.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('security.logoutAll.text')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={handleOpen}>
        {t('security.logoutAll.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('security.logoutAll.confirmTitle')}
        text={t('security.logoutAll.confirmText')}
        cancelLabel={t('security.logoutAll.cancel')}
        confirmLabel={t('security.logoutAll.confirm')}
        pendingLabel={t('security.logoutAll.pending')}
        pending={logoutAllMutation.isPending}
        error={error}
        onCancel={handleCancel}
        onConfirm={handleConfirm}
      />
    </Box>
  );
}
