import { type BaseSyntheticEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import {
  preferenceFormField,
  PreferenceFormValues,
  type NotificationPreference,
  type ValidPreference,
} from '@raritet/contracts/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import type { ToastMessage } from '../../../components/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCreatePreference } from '../api/create-preference.ts';
import { useUpdatePreference } from '../api/update-preference.ts';
import { displayKeywords, preferenceFormDefaults } from '../lib/preference-values.ts';
import { PreferenceFormFields } from './preference-form-fields.tsx';

/** A valid form submits the cleaned preference (phrases tidied, blanks as null, the frequency defaulted). */
const preferenceFormResolver = formResolver(PreferenceFormValues);

interface PreferenceFormDialogProps {
  open: boolean;
  /** Null creates a new preference. */
  preference: NotificationPreference | null;
  botLinked: boolean;
  onClose: () => void;
  onResult: (message: ToastMessage) => void;
}

/** Mount it with a new `key` per opening: the form starts from the preference's values each time. */
export function PreferenceFormDialog({ open, preference, botLinked, onClose, onResult }: PreferenceFormDialogProps) {
  const { t } = useTranslation(['notifications', 'errors', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const createMutation = useCreatePreference();
  const updateMutation = useUpdatePreference();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    PreferenceFormValues,
    unknown,
    ValidPreference
  >({ resolver: preferenceFormResolver, defaultValues: preferenceFormDefaults(preference, botLinked) });
  const frequency = useWatch({ control, name: 'notificationFrequencyMinutes' });
  const pending = createMutation.isPending || updateMutation.isPending;

  function handleError(error: unknown) {
    // The server checks the same rules (and whether the bot is linked): a field's answer goes under it.
    const field = isApiError(error) && error.status === 400 ? preferenceFormField(error.code, getValues()) : null;
    if (field !== null && isApiError(error)) {
      setError(field, { type: 'server', message: error.message || t(`errors:${error.code}`) }, { shouldFocus: true });
      return;
    }
    // The server's message, else a generic one, in the snackbar; the dialog keeps what was typed.
    onResult({ text: errorMessage(error, t, t('preferences.saveFailed')), severity: 'error' });
  }

  function handleSaved(result: { message: string }) {
    onResult({ text: result.message, severity: 'success' });
    onClose();
  }

  function handleValid(body: ValidPreference) {
    if (preference === null) createMutation.mutate(body, { onSuccess: handleSaved, onError: handleError });
    else updateMutation.mutate({ id: preference.id, body }, { onSuccess: handleSaved, onError: handleError });
  }

  function handleSubmitEvent(event: BaseSyntheticEvent) {
    void handleSubmit(handleValid)(event);
  }

  function handleClose() {
    if (!pending) onClose();
  }

  function handleDialogClose(_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') {
    // A stray click beside the form must not throw away what was typed; Escape and "Отмена" still close.
    if (reason !== 'backdropClick') handleClose();
  }

  function handleFrequencyPreset(minutes: number) {
    setValue('notificationFrequencyMinutes', String(minutes), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  const title =
    preference === null
      ? t('form.createTitle')
      : t('form.editTitle', { keywords: displayKeywords(preference.keywords) || t('preferences.noKeywords') });
  return (
    <Dialog
      open={open}
      onClose={handleDialogClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="preference-form-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmitEvent}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id="preference-form-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent dividers>
          <PreferenceFormFields
            register={register}
            control={control}
            errors={formState.errors}
            botLinked={botLinked}
            frequency={frequency}
            onFrequencyPreset={handleFrequencyPreset}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={handleClose} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={t('form.saving')}>
            {preference === null ? t('form.create') : t('form.save')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
