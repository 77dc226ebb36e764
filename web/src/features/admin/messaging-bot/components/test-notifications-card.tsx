import { type BaseSyntheticEvent } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import {
  TEST_LOTS_MAX,
  TestNotificationsFormValues,
  type TestNotificationsResult,
} from '@raritet/contracts/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { formErrorText, formResolver } from '../../../../lib/form-resolver.ts';
import { useRunTestNotifications } from '../api/run-test-notifications.ts';
import { diagnosticsErrorText } from '../lib/diagnostics-error.ts';
import { DiagnosticsCard, Fact, factsGrid } from './diagnostics-card.tsx';
import type { ReportResult } from './messaging-bot-section.tsx';

const testNotificationsResolver = formResolver(TestNotificationsFormValues);

/** The lot count the form starts with (an empty field means 50). */
const LOTS_IN_STATE = '500';
/** Book ids listed at most; the rest is counted. */
const BOOK_IDS_SHOWN = 60;

type Body = { limitBooks: number; showBookIds: boolean };

function TestResult({ result }: { result: TestNotificationsResult }) {
  const { t } = useTranslation('admin');
  const ids = result.testBookIds ?? [];
  return (
    <Box data-testid="test-notifications-result">
      <Alert severity={result.success ? 'success' : 'error'} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {result.message}
        {result.error !== undefined && result.error !== '' && (
          <>
            <br />
            {result.error}
          </>
        )}
      </Alert>
      <Box component="dl" sx={factsGrid}>
        <Fact label={t('telegram.testNotifications.activeBooks')}>{formatNumber(result.activeBooks)}</Fact>
        <Fact label={t('telegram.testNotifications.activePreferences')}>{formatNumber(result.activePreferences)}</Fact>
        <Fact label={t('telegram.testNotifications.created')}>{formatNumber(result.notificationsCreated)}</Fact>
      </Box>
      {result.testBookIds !== undefined && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="textSecondary" gutterBottom>
            {t('telegram.testNotifications.bookIds', { count: ids.length })}
          </Typography>
          <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere', lineHeight: 1.8 }}>
            {ids.slice(0, BOOK_IDS_SHOWN).map((id, index) => (
              <span key={id}>
                {index > 0 && ', '}
                <Link component={RouterLink} to={`/books/${id}`}>
                  {id}
                </Link>
              </span>
            ))}
            {ids.length > BOOK_IDS_SHOWN &&
              ` ${t('telegram.testNotifications.moreIds', { count: ids.length - BOOK_IDS_SHOWN })}`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** POST test-notifications {limitBooks 1–1000 (empty → 50), showBookIds}: shows the run's result. */
export function TestNotificationsCard({ onResult }: { onResult: ReportResult }) {
  const { t } = useTranslation(['admin', 'errors', 'common']);
  const run = useRunTestNotifications();
  const { register, control, handleSubmit, formState } = useForm<TestNotificationsFormValues, unknown, Body>({
    resolver: testNotificationsResolver,
    defaultValues: { limitBooks: LOTS_IN_STATE, showBookIds: false },
  });
  const { ref, ...limitField } = register('limitBooks');
  const errorText = formErrorText(t, formState.errors.limitBooks);

  function handleRun(body: Body) {
    run.mutate(body, {
      onSuccess: (result) => onResult({ text: result.message, severity: result.success ? 'success' : 'error' }),
      onError: (error) => onResult({ text: diagnosticsErrorText(error, t), severity: 'error' }),
    });
  }

  function handleSubmitEvent(event: BaseSyntheticEvent) {
    void handleSubmit(handleRun)(event);
  }

  return (
    <DiagnosticsCard
      id="telegram-test-notifications"
      title={t('telegram.testNotifications.title')}
      subtitle={t('telegram.testNotifications.subtitle')}
    >
      <Stack spacing={2}>
        <Stack component="form" noValidate spacing={1.5} onSubmit={handleSubmitEvent}>
          <TextField
            {...limitField}
            inputRef={ref}
            id="telegram-test-lots"
            label={t('telegram.testNotifications.limitBooks')}
            error={errorText !== undefined}
            helperText={errorText ?? t('telegram.testNotifications.limitHint', { max: TEST_LOTS_MAX })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Controller
            control={control}
            name="showBookIds"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label={t('telegram.testNotifications.showBookIds')}
              />
            )}
          />
          <PendingButton
            type="submit"
            variant="contained"
            startIcon={<NotificationsActiveOutlinedIcon />}
            pending={run.isPending}
            pendingLabel={t('telegram.testNotifications.running')}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('telegram.testNotifications.run')}
          </PendingButton>
        </Stack>
        {run.data !== undefined && <TestResult result={run.data} />}
      </Stack>
    </DiagnosticsCard>
  );
}
