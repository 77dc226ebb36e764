import { type BaseSyntheticEvent } from 'react';
import { Stack, TextField } from '@mui/material';
import WebhookIcon from '@mui/icons-material/Webhook';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { WebhookFormValues, type WebhookResult } from '@raritet/contracts/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formErrorText, formResolver } from '../../../../lib/form-resolver.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useSetupWebhook } from '../api/setup-webhook.ts';
import { diagnosticsErrorText } from '../lib/diagnostics-error.ts';
import { DiagnosticsCard } from './diagnostics-card.tsx';
import type { ReportResult } from './messaging-bot-section.tsx';

const webhookResolver = formResolver(WebhookFormValues);

/** This site's address when it is served over https: the usual base of the webhook. */
function defaultBaseUrl(): string {
  return window.location.protocol === 'https:' ? window.location.origin : '';
}

/** POST setup-webhook {baseUrl} (https only, no trailing slash) and POST delete-webhook. */
export function WebhookCard({ onResult }: { onResult: ReportResult }) {
  const { t } = useTranslation(['admin', 'errors', 'common']);
  const setup = useSetupWebhook();
  const removal = useDeleteWebhook();
  const { register, handleSubmit, formState } = useForm<WebhookFormValues, unknown, { baseUrl: string }>({
    resolver: webhookResolver,
    defaultValues: { baseUrl: defaultBaseUrl() },
  });
  const busy = setup.isPending || removal.isPending;
  const { ref, ...field } = register('baseUrl');
  const errorText = formErrorText(t, formState.errors.baseUrl);

  function report(result: WebhookResult) {
    onResult({ text: result.message, severity: result.success ? 'success' : 'error' });
  }

  function handleError(error: unknown) {
    onResult({ text: diagnosticsErrorText(error, t), severity: 'error' });
  }

  function handleSetup(body: { baseUrl: string }) {
    setup.mutate(body, { onSuccess: report, onError: handleError });
  }

  function handleSubmitEvent(event: BaseSyntheticEvent) {
    void handleSubmit(handleSetup)(event);
  }

  return (
    <DiagnosticsCard
      id="telegram-webhook"
      title={t('telegram.webhook.title')}
      subtitle={t('telegram.webhook.subtitle')}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmitEvent}>
        <TextField
          {...field}
          inputRef={ref}
          id="telegram-webhook-base-url"
          label={t('telegram.webhook.baseUrl')}
          placeholder="https://raritet.example"
          error={errorText !== undefined}
          helperText={errorText ?? t('telegram.webhook.baseUrlHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <PendingButton
            type="submit"
            variant="contained"
            startIcon={<WebhookIcon />}
            pending={setup.isPending}
            disabled={busy}
          >
            {t('telegram.webhook.setup')}
          </PendingButton>
          <PendingButton
            variant="outlined"
            color="warning"
            startIcon={<LinkOffIcon />}
            pending={removal.isPending}
            disabled={busy}
            onClick={() => removal.mutate(undefined, { onSuccess: report, onError: handleError })}
          >
            {t('telegram.webhook.delete')}
          </PendingButton>
        </Stack>
      </Stack>
    </DiagnosticsCard>
  );
}
