import { Alert, Box, Button, Chip, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import type { TelegramDiagnostics } from '@raritet/contracts/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formatDateTime, formatNumber } from '../../../../lib/format.ts';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { useTelegramDiagnostics } from '../api/get-telegram-diagnostics.ts';
import { diagnosticsErrorText } from '../lib/diagnostics-error.ts';
import { DiagnosticsCard, Fact, factsGrid } from './diagnostics-card.tsx';
import type { ReportResult } from './messaging-bot-section.tsx';

const KNOWN_STATES = ['ok', 'error', 'not_set', 'not_configured', 'skipped'] as const;
type KnownState = (typeof KNOWN_STATES)[number];
const STATE_COLOR: Record<KnownState, 'success' | 'error' | 'default' | 'warning'> = {
  ok: 'success',
  error: 'error',
  not_set: 'warning',
  not_configured: 'default',
  skipped: 'default',
};

/** A check's state as a chip: the states the server is known to send are translated, others shown as sent. */
function StateChip({ state, t }: { state: string; t: TFunction }) {
  const known = (KNOWN_STATES as readonly string[]).includes(state) ? (state as KnownState) : null;
  return (
    <Chip
      size="small"
      color={known === null ? 'default' : STATE_COLOR[known]}
      label={known === null ? state : t(`telegram.check.state.${known}`)}
    />
  );
}

function CheckResult({ diagnostics }: { diagnostics: TelegramDiagnostics }) {
  const { t } = useTranslation(['admin', 'errors']);
  const { telegram_api: api, webhook, config } = diagnostics.checks;
  const bot = api.botInfo;
  const webhookUrl = webhook.webhookInfo?.url ?? '';
  // Without a token both checks carry the same "no token" sentence the alert above them already says.
  const apiError = config.hasToken ? api.error : undefined;
  const webhookError = webhook.webhookInfo?.last_error_message ?? (config.hasToken ? webhook.error : undefined);
  return (
    <Stack spacing={2}>
      {!config.hasToken && (
        <Alert severity="info" data-testid="telegram-no-token">
          {t('errors:telegram_no_token')}{' '}
          <Link component={RouterLink} to="/admin?section=settings">
            {t('telegram.check.openSettings')}
          </Link>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              {t('telegram.check.api')}
            </Typography>
            <StateChip state={api.status} t={t} />
          </Stack>
          <Box component="dl" sx={factsGrid}>
            <Fact label={t('telegram.check.botName')}>{bot?.first_name ?? '—'}</Fact>
            <Fact label={t('telegram.check.botUsername')}>{bot === null ? '—' : `@${bot.username}`}</Fact>
            <Fact label={t('telegram.check.botId')}>{bot === null ? '—' : String(bot.id)}</Fact>
          </Box>
          {apiError !== undefined && (
            <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {apiError}
            </Typography>
          )}
        </Box>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              {t('telegram.check.webhook')}
            </Typography>
            <StateChip state={webhook.status} t={t} />
          </Stack>
          <Box component="dl" sx={factsGrid}>
            <Fact label={t('telegram.check.webhookUrl')}>
              {webhookUrl === '' ? t('telegram.check.webhookNone') : webhookUrl}
            </Fact>
            <Fact label={t('telegram.check.pending')}>
              {webhook.webhookInfo === null ? '—' : formatNumber(webhook.webhookInfo.pending_update_count)}
            </Fact>
          </Box>
          {webhookError !== undefined && (
            <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {webhookError}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1, lineHeight: '24px' }}>
            {t('telegram.check.config')}
          </Typography>
          <Box component="dl" sx={factsGrid}>
            <Fact label={t('telegram.check.hasToken')}>
              <Chip
                size="small"
                data-testid="telegram-has-token"
                color={config.hasToken ? 'success' : 'warning'}
                label={config.hasToken ? t('telegram.check.tokenSet') : t('telegram.check.tokenMissing')}
              />
            </Fact>
            <Fact label={t('telegram.check.token')}>
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {config.tokenMasked ?? '—'}
              </Box>
            </Fact>
            <Fact label={t('telegram.check.mode')}>
              <span data-testid="telegram-mode">{t(`telegram.check.modes.${diagnostics.mode}`)}</span>
            </Fact>
          </Box>
        </Box>
      </Box>
      <Divider />
      <Typography variant="body2" color="textSecondary">
        {t('telegram.check.checkedAt', { time: formatDateTime(diagnostics.timestamp) })}
      </Typography>
    </Stack>
  );
}

/** GET full-check: read when the section opens, again on the button. */
export function FullCheckCard({ onResult }: { onResult: ReportResult }) {
  const { t } = useTranslation(['admin', 'common']);
  const query = useTelegramDiagnostics();
  useDenyAccessOnForbidden(query.error);

  async function handleCheck() {
    const result = await query.refetch();
    if (result.isError) onResult({ text: diagnosticsErrorText(result.error, t), severity: 'error' });
    else onResult({ text: t('telegram.check.done'), severity: 'success' });
  }

  let content;
  if (query.data !== undefined) content = <CheckResult diagnostics={query.data} />;
  else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void handleCheck()} disabled={query.isFetching}>
            {t('telegram.retry')}
          </Button>
        }
      >
        {t('telegram.check.failed', { reason: diagnosticsErrorText(query.error, t) })}
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={1} role="status" aria-label={t('telegram.check.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }

  return (
    <DiagnosticsCard
      id="telegram-full-check"
      title={t('telegram.check.title')}
      subtitle={t('telegram.check.subtitle')}
      action={
        <PendingButton
          variant="contained"
          startIcon={<FactCheckOutlinedIcon />}
          pending={query.isFetching}
          onClick={() => void handleCheck()}
        >
          {t('telegram.check.run')}
        </PendingButton>
      }
    >
      {query.isError && query.data !== undefined && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('telegram.check.failedKeeping', { reason: diagnosticsErrorText(query.error, t) })}
        </Alert>
      )}
      {content}
    </DiagnosticsCard>
  );
}
