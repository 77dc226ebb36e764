import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import type { CheckableGroup, SettingsCheckResult } from '@raritet/contracts/settings';
import { isMessageCode } from '@raritet/contracts/messages';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useCheckSettings } from '../api/check-settings.ts';
import { checkBody } from '../lib/check-body.ts';
import { SETTINGS_FIELD_PATHS, type SettingsFormApi } from '../lib/settings-fields.ts';

interface CheckButtonProps {
  group: CheckableGroup;
  form: SettingsFormApi;
}

/** What was checked and how it went: the result is shown only while the inputs still hold those values. */
interface Outcome {
  values: string;
  result: SettingsCheckResult | { ok: false; message: string; requestFailed: true };
}

/** A group's connection check, with the values the form holds now (admin settings: the check buttons). */
export function CheckButton({ group, form }: CheckButtonProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const check = useCheckSettings();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = JSON.stringify(useWatch({ control: form.control, name: group }));
  const shown = outcome !== null && outcome.values === current ? outcome.result : null;
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A result below the fold (a phone) is brought into view: it answers the button just pressed.
    if (outcome !== null) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  function handleCheck() {
    const values = form.getValues();
    const prepared = checkBody(group, values);
    if (!prepared.ok) {
      form.setError(prepared.field as 'smtp.Port', { type: 'check', message: prepared.code }, { shouldFocus: true });
      setOutcome(null);
      return;
    }
    const checked = JSON.stringify(values[group]);
    check.mutate(
      { group, body: prepared.body },
      {
        onSuccess: (result) => setOutcome({ values: checked, result }),
        onError: (error) => {
          // The server found a value the form let through: under its input, like a save's.
          if (isApiError(error) && error.field && SETTINGS_FIELD_PATHS.has(error.field) && isMessageCode(error.code)) {
            form.setError(error.field as 'smtp.Port', { type: 'server', message: error.code }, { shouldFocus: true });
          }
          setOutcome({
            values: checked,
            result: {
              ok: false,
              requestFailed: true,
              message: errorMessage(error, t, t('settings.check.requestFailed')),
            },
          });
        },
      },
    );
  }

  let title = t('settings.check.failed');
  if (shown?.ok) title = t('settings.check.ok');
  else if (shown && 'requestFailed' in shown) title = t('settings.check.requestFailed');

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <PendingButton
          variant="outlined"
          startIcon={<NetworkCheckIcon />}
          pending={check.isPending}
          pendingLabel={t('settings.check.checking')}
          onClick={handleCheck}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' }, flexShrink: 0 }}
        >
          {t('settings.check.button')}
        </PendingButton>
        <Typography variant="body2" color="textSecondary">
          {t('settings.check.hint')}
        </Typography>
      </Stack>
      <Box ref={resultRef} role="status" aria-live="polite" data-testid={`settings-check-${group}`}>
        {shown !== null && (
          <Alert severity={shown.ok ? 'success' : 'error'} sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            <AlertTitle>{title}</AlertTitle>
            {shown.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
