import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import type { ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { LINK_POLL_MS, useBotStatus } from '../api/get-bot-status.ts';
import { BotStatusCard } from './bot-status-card.tsx';
import { ConnectBotDialog } from './connect-bot-dialog.tsx';

interface BotTabProps {
  onResult: (message: ToastMessage) => void;
  /** The page is reading the bot's link offer from the address right now. */
  linking: boolean;
}

/** The Messaging bot tab: the link's status, connect, test send, disconnect. */
export function BotTab({ onResult, linking }: BotTabProps) {
  const { t } = useTranslation(['notifications', 'common']);
  const [connecting, setConnecting] = useState<number | null>(null);
  // While the connect dialog is open the status is polled: the link is made in Telegram, not here.
  const status = useBotStatus(connecting === null ? false : LINK_POLL_MS);
  const connected = status.data?.isConnected ?? false;

  useEffect(() => {
    if (connecting === null || !connected) return;
    setConnecting(null);
    onResult({ text: t('bot.linked'), severity: 'success' });
  }, [connecting, connected, onResult, t]);

  let content;
  if (status.isPending) {
    content = (
      <Card variant="outlined" role="status" aria-label={t('bot.loading')}>
        <CardContent>
          <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '40%' }} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="55%" />
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" width={140} height={36} />
            <Skeleton variant="rounded" width={140} height={36} />
          </Stack>
        </CardContent>
      </Card>
    );
  } else if (status.isError) {
    content = (
      <RetryAlert query={status} retryLabel={t('retry')}>
        {errorMessage(status.error, t, t('bot.loadFailed'))}
      </RetryAlert>
    );
  } else {
    content = <BotStatusCard status={status.data} onConnect={() => setConnecting(Date.now())} onResult={onResult} />;
  }

  return (
    <Stack spacing={3}>
      {linking && (
        <Alert severity="info" role="status">
          {t('bot.autoLinking')}
        </Alert>
      )}
      {content}
      <Card variant="outlined" component="aside" aria-labelledby="bot-about-title">
        <CardContent>
          <Typography id="bot-about-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
            {t('bot.aboutTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {(['connect', 'commands', 'stop'] as const).map((key) => (
              <Typography key={key} component="li" variant="body2">
                {t(`bot.about.${key}`)}
              </Typography>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to="/telegram-guide"
            startIcon={<MenuBookOutlinedIcon />}
            sx={{ mt: 1.5 }}
            size="small"
          >
            {t('bot.guideLink')}
          </Button>
        </CardContent>
      </Card>
      {connecting !== null && (
        <ConnectBotDialog key={connecting} open onClose={() => setConnecting(null)} onResult={onResult} />
      )}
    </Stack>
  );
}
