import { useEffect, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import TelegramIcon from '@mui/icons-material/Telegram';
import type { LinkTokenResponse } from '@raritet/contracts/notifications';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import type { ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useGenerateLinkToken } from '../api/generate-link-token.ts';
import { copyText } from '../lib/copy-text.ts';

interface ConnectBotDialogProps {
  open: boolean;
  onClose: () => void;
  onResult: (message: ToastMessage) => void;
}

/**
 * A single-use token with its expiry and the server's instructions, a copy button,
 * the bot's deep link as a button and as a QR code. The page polls the status while this is open and
 * closes it once the bot has linked the chat. Mount it per opening: each opening asks for a new token.
 */
export function ConnectBotDialog({ open, onClose, onResult }: ConnectBotDialogProps) {
  const { t } = useTranslation(['notifications', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const generation = useGenerateLinkToken();
  const { mutate } = generation;
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  async function handleCopy(token: string) {
    try {
      await copyText(token);
      onResult({ text: t('bot.tokenCopied'), severity: 'success' });
    } catch {
      onResult({ text: t('bot.copyFailed'), severity: 'error' });
    }
  }

  let content;
  if (generation.isError) {
    content = (
      <Alert severity="error" role="alert">
        {errorMessage(generation.error, t, t('bot.tokenFailed'))}
      </Alert>
    );
  } else if (generation.data === undefined) {
    content = (
      <Stack spacing={2} role="status" aria-label={t('bot.tokenLoading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" height={160} width={160} sx={{ alignSelf: 'center' }} />
      </Stack>
    );
  } else {
    content = <LinkToken link={generation.data} onCopy={(token) => void handleCopy(token)} />;
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="connect-bot-title"
    >
      <DialogTitle id="connect-bot-title">{t('bot.connectTitle')}</DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <PendingButton
          startIcon={<RefreshIcon />}
          pending={generation.isPending}
          onClick={() => mutate()}
          sx={{ mr: 'auto' }}
        >
          {generation.isError ? t('retry') : t('bot.newToken')}
        </PendingButton>
        <Button onClick={onClose} variant="outlined">
          {t('bot.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LinkToken({ link, onCopy }: { link: LinkTokenResponse; onCopy: (token: string) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="body2" color="textSecondary" id="link-token-label" gutterBottom>
          {t('bot.tokenLabel')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 2, pr: 0.5, py: 0.5 }}
        >
          <Typography
            component="code"
            aria-labelledby="link-token-label"
            data-testid="link-token"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.05rem',
              flexGrow: 1,
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {link.token}
          </Typography>
          {/* A labelled button rather than an icon with a tooltip: a tooltip lingers over the token on a phone. */}
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => onCopy(link.token)}
            aria-label={t('bot.copyToken')}
            sx={{ flexShrink: 0 }}
          >
            {t('bot.copy')}
          </Button>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
          {t('bot.tokenExpires', { time: formatDateTime(link.expiresAt) })}
        </Typography>
      </Box>
      {link.instructions.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('bot.instructionsTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {link.instructions.map((instruction) => (
              <Typography component="li" variant="body2" key={instruction} sx={{ overflowWrap: 'anywhere' }}>
                {instruction}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {link.deepLink !== null && (
        // On a phone the button comes first: the QR code is for a second device.
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ p: 1.5, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}
            data-testid="link-qr"
          >
            <QRCodeSVG value={link.deepLink} size={168} marginSize={0} title={t('bot.qrTitle')} role="img" />
          </Box>
          <Stack
            spacing={1.5}
            sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, width: { xs: '100%', sm: 'auto' } }}
          >
            <Typography variant="body2" color="textSecondary">
              {t('bot.qrHint')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<TelegramIcon />}
              href={link.deepLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('bot.openDeepLink')}
            </Button>
          </Stack>
        </Stack>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2" color="textSecondary">
          {t('bot.waiting')}
        </Typography>
      </Stack>
    </Stack>
  );
}
