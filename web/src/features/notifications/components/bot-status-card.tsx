import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SendIcon from '@mui/icons-material/Send';
import { DELIVERY_BOT, DELIVERY_EMAIL, type BotStatus, type DeliveryMethod } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import type { ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDisconnectBot } from '../api/disconnect-bot.ts';
import { useSendTestNotification } from '../api/send-test-notification.ts';

/** One line of a `dl`: the label and its value (the status card, the link offer dialog). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const handle = (username: string | null) =>
  username === null || username === '' ? null : `@${username.replace(/^@/, '')}`;

interface BotStatusCardProps {
  status: BotStatus;
  onConnect: () => void;
  onResult: (message: ToastMessage) => void;
}

/** The bot status: linked or not, to which Telegram account, through which bot; and what can be done now. */
export function BotStatusCard({ status, onConnect, onResult }: BotStatusCardProps) {
  const { t } = useTranslation(['notifications', 'errors', 'common']);
  const disconnect = useDisconnectBot();
  const testSend = useSendTestNotification();
  const [confirming, setConfirming] = useState(false);
  const account = handle(status.telegramUsername) ?? status.telegramId;
  const bot = handle(status.botUsername);

  function handleTest(method: DeliveryMethod) {
    testSend.mutate(method, {
      onSuccess: (result) => onResult({ text: result.message, severity: 'success' }),
      onError: (error) => onResult({ text: errorMessage(error, t, t('bot.testFailed')), severity: 'error' }),
    });
  }

  function handleDisconnect() {
    disconnect.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        onResult({ text: result.message, severity: 'success' });
      },
      onError: (error) => onResult({ text: errorMessage(error, t, t('bot.disconnectFailed')), severity: 'error' }),
    });
  }

  const testing = testSend.isPending ? testSend.variables : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="bot-status-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="bot-status-title" variant="h2" sx={{ fontSize: '1.35rem' }}>
              {t('bot.statusTitle')}
            </Typography>
            <Chip
              data-testid="bot-status"
              icon={status.isConnected ? <CheckCircleOutlineIcon /> : <LinkOffIcon />}
              color={status.isConnected ? 'success' : 'default'}
              label={status.isConnected ? t('bot.connected') : t('bot.notConnected')}
            />
            {status.isConnected && status.isPaused && (
              <Chip color="warning" variant="outlined" label={t('bot.paused')} />
            )}
          </Stack>
          {!status.botAvailable && <Alert severity="info">{t('errors:notification_bot_unavailable')}</Alert>}
          {status.isConnected ? (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              <Fact label={t('bot.account')}>{account ?? '—'}</Fact>
              {status.telegramId !== null && <Fact label={t('bot.telegramId')}>{status.telegramId}</Fact>}
              {bot !== null && <Fact label={t('bot.bot')}>{bot}</Fact>}
            </Box>
          ) : (
            status.botAvailable && (
              <Typography color="textSecondary">
                {t('bot.notConnectedText', { bot: bot ?? t('bot.theBot') })}
              </Typography>
            )
          )}
          {status.isConnected && status.isPaused && <Alert severity="warning">{t('bot.pausedText')}</Alert>}
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {!status.isConnected && (
              <Button variant="contained" startIcon={<LinkIcon />} disabled={!status.botAvailable} onClick={onConnect}>
                {t('bot.connect')}
              </Button>
            )}
            {status.isConnected && (
              <PendingButton
                variant="contained"
                startIcon={<SendIcon />}
                pending={testing === DELIVERY_BOT}
                disabled={testing !== null || !status.botAvailable}
                onClick={() => handleTest(DELIVERY_BOT)}
              >
                {t('bot.testBot')}
              </PendingButton>
            )}
            <PendingButton
              variant="outlined"
              startIcon={<EmailOutlinedIcon />}
              pending={testing === DELIVERY_EMAIL}
              disabled={testing !== null}
              onClick={() => handleTest(DELIVERY_EMAIL)}
            >
              {t('bot.testEmail')}
            </PendingButton>
            {status.isConnected && (
              <PendingButton
                variant="outlined"
                color="error"
                startIcon={<LinkOffIcon />}
                pending={disconnect.isPending}
                onClick={() => setConfirming(true)}
                sx={{ ml: { sm: 'auto' } }}
              >
                {t('bot.disconnect')}
              </PendingButton>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('bot.disconnectTitle')}
        text={t('bot.disconnectText')}
        cancelLabel={t('bot.cancel')}
        confirmLabel={t('bot.disconnectConfirm')}
        pendingLabel={t('bot.disconnecting')}
        pending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDisconnect}
      />
    </Card>
  );
}
