import { useState, type BaseSyntheticEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import {
  AdminSettingsFormValues,
  adminSettingsFormValues,
  type AdminSettingsResponse,
} from '@raritet/contracts/settings';
import { isMessageCode } from '@raritet/contracts/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useSaveSettings } from '../api/save-settings.ts';
import {
  SETTINGS_FIELD_PATHS,
  SETTINGS_FORM_GROUPS,
  type SettingsFormApi,
  type SettingsFormBody,
} from '../lib/settings-fields.ts';
import { SettingsGroupCard } from './settings-group.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes.ts';

const settingsFormResolver = formResolver(AdminSettingsFormValues);

/** The whole settings object as one form, saved whole. */
export function SettingsForm({ settings }: { settings: AdminSettingsResponse }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form: SettingsFormApi = useForm<AdminSettingsFormValues, unknown, SettingsFormBody>({
    resolver: settingsFormResolver,
    defaultValues: adminSettingsFormValues(settings),
  });
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  const { isDirty } = form.formState;
  const blocker = useUnsavedChangesGuard(isDirty);

  function handleError(error: unknown) {
    // The server names the input it refused: its message goes under it, the form's alert says the save failed.
    if (isApiError(error) && error.field && SETTINGS_FIELD_PATHS.has(error.field) && isMessageCode(error.code)) {
      form.setError(error.field as 'smtp.Port', { type: 'server', message: error.code }, { shouldFocus: true });
      setFailure(t('settings.saveFailed'));
      return;
    }
    setFailure(`${t('settings.saveFailed')}. ${errorMessage(error, t)}`);
  }

  function handleValid(body: SettingsFormBody) {
    setFailure(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        // The form now shows what is stored: new secrets as their masks.
        form.reset(adminSettingsFormValues(saved));
        setSnackbar({ text: t('settings.saved'), severity: 'success', id: Date.now() });
      },
      onError: handleError,
    });
  }

  function handleSubmit(event: BaseSyntheticEvent) {
    void form.handleSubmit(handleValid)(event);
  }

  function handleDiscard() {
    setFailure(null);
    form.reset();
  }

  const locked = settings.lockedByEnvironment.length > 0;
  const floating = isDirty || failure !== null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('settings.formLabel')}
      // An input focused for its message (with the message under it), or a check's result, is not left
      // under the floating actions, which are taller on a phone.
      sx={{
        '& .MuiFormControl-root, & .MuiInputBase-input, & [role=status]': {
          scrollMarginBottom: floating ? { xs: 280, sm: 200 } : 16,
          scrollMarginTop: 80,
        },
      }}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('settings.lockedSummary')}
        </Alert>
      )}
      <Stack spacing={3}>
        {SETTINGS_FORM_GROUPS.map((spec) => (
          <SettingsGroupCard key={spec.group} spec={spec} form={form} settings={settings} />
        ))}
      </Stack>
      {/* With something to save, the actions stay in view along the long form; otherwise they wait at its end. */}
      <Paper
        elevation={floating ? 6 : 0}
        variant={floating ? 'elevation' : 'outlined'}
        sx={{
          position: floating ? 'sticky' : 'static',
          bottom: { xs: 8, md: 16 },
          mt: 3,
          p: { xs: 1.5, sm: 2 },
          zIndex: 2,
          borderRadius: 2,
        }}
      >
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography
            role="status"
            color={isDirty ? 'warning.dark' : 'textSecondary'}
            sx={{ fontWeight: isDirty ? 600 : 400 }}
          >
            {t(isDirty ? 'settings.status.dirty' : 'settings.status.clean')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={handleDiscard} disabled={!isDirty || save.isPending}>
              {t('settings.discard')}
            </Button>
            <PendingButton
              type="submit"
              variant="contained"
              startIcon={<SaveOutlinedIcon />}
              pending={save.isPending}
              pendingLabel={t('settings.saving')}
              disabled={!isDirty}
            >
              {t('settings.save')}
            </PendingButton>
          </Stack>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('settings.leave.title')}
        text={t('settings.leave.text')}
        cancelLabel={t('settings.leave.stay')}
        confirmLabel={t('settings.leave.leave')}
        pendingLabel={t('settings.leave.leave')}
        pending={false}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
      <ResultSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </Box>
  );
}
