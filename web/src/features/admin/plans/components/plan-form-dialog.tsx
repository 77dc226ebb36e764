import { useState, type BaseSyntheticEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { planFormField, PlanFormValues, type SubscriptionPlan, type ValidPlan } from '@raritet/contracts/billing';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { PlanFormFields } from './plan-form-fields.tsx';
import { planFormDefaults } from './plan-form-values.ts';

/** A valid form submits the cleaned plan (trimmed texts, yearly price defaulting to the monthly one). */
const planFormResolver = formResolver(PlanFormValues);

interface PlanFormDialogProps {
  open: boolean;
  /** Null creates a new plan. */
  plan: SubscriptionPlan | null;
  onClose: () => void;
  onSaved: (plan: SubscriptionPlan, created: boolean) => void;
}

/** Mount it with a new `key` per opening: the form starts from the plan's values each time. */
export function PlanFormDialog({ open, plan, onClose, onSaved }: PlanFormDialogProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const createMutation = useCreatePlan();
  const updateMutation = useUpdatePlan();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<
    PlanFormValues,
    unknown,
    ValidPlan
  >({ resolver: planFormResolver, defaultValues: planFormDefaults(plan) });
  const monthlyPrice = useWatch({ control, name: 'price' });
  const pending = createMutation.isPending || updateMutation.isPending;

  function handleError(error: unknown) {
    // The server checks the same rules: its validation answer goes under the field it is about.
    const field = isApiError(error) && error.status === 400 ? planFormField(error.code, getValues()) : null;
    if (field !== null && isApiError(error)) {
      setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
      return;
    }
    setFailure(errorMessage(error, t, t('plans.form.saveFailed')));
  }

  function handleValid(body: ValidPlan) {
    setFailure(null);
    if (plan === null) {
      createMutation.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError: handleError });
    } else {
      updateMutation.mutate(
        { id: plan.id, body },
        { onSuccess: (saved) => onSaved(saved, false), onError: handleError },
      );
    }
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

  const title = plan === null ? t('plans.form.createTitle') : t('plans.form.editTitle', { name: plan.name });
  return (
    <Dialog
      open={open}
      onClose={handleDialogClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="plan-form-title"
    >
      {/* The spec's texts replace the browser's own required-field bubbles, hence noValidate. */}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmitEvent}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id="plan-form-title">{title}</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <PlanFormFields register={register} control={control} errors={formState.errors} monthlyPrice={monthlyPrice} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={pending}>
            {t('plans.form.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={t('plans.form.saving')}>
            {t('plans.form.save')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
