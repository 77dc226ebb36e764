import { useState, type BaseSyntheticEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { User } from '@raritet/contracts/auth';
import { AssignPlanFormValues, type AssignPlanRequest } from '@raritet/contracts/billing';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formatDate, formatNumber, formatPrice } from '../../../../lib/format.ts';
import { formErrorText, formResolver } from '../../../../lib/form-resolver.ts';
import { usePlans } from '../../plans/api/get-admin-plans.ts';
import { useAssignPlan } from '../api/assign-plan.ts';
import { planName, subscriptionEnd } from './user-values.tsx';

const assignPlanResolver = formResolver(AssignPlanFormValues);

interface AssignPlanDialogProps {
  open: boolean;
  user: User | null;
  onClose: () => void;
  onAssigned: (user: User) => void;
}

/** The running plan is chosen already; with none, the admin picks one (or "no subscription"). */
function defaultsFor(user: User | null): AssignPlanFormValues {
  const running = user?.hasSubscription ? user.currentSubscription : null;
  return { planId: running ? String(running.subscriptionPlanId) : '', autoRenew: running?.autoRenew ?? false };
}

/** What the user has now, in one sentence. */
function CurrentState({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const plan = planName(user);
  const date = formatDate(subscriptionEnd(user));
  let text = t('users.assign.currentNone');
  if (plan !== null && date !== '') {
    text = user.hasSubscription
      ? t('users.assign.current', { plan, date })
      : t('users.assign.currentExpired', { plan, date });
  }
  return (
    <Typography color="textSecondary" sx={{ mb: 2.5 }}>
      {text}
    </Typography>
  );
}

/**
 * The Users section's 'assign plan' (planId 0 = none, autoRenew): 'Подписка обновлена' on success,
 * 'Ошибка при назначении плана' on failure. Mount it with a new `key` per opening.
 */
export function AssignPlanDialog({ open, user, onClose, onAssigned }: AssignPlanDialogProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const plansQuery = usePlans();
  const mutation = useAssignPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<AssignPlanFormValues, unknown, AssignPlanRequest>({
    resolver: assignPlanResolver,
    defaultValues: defaultsFor(user),
  });
  const planId = useWatch({ control, name: 'planId' });
  const pending = mutation.isPending;

  function handleValid(body: AssignPlanRequest) {
    if (user === null) return;
    setFailure(null);
    mutation.mutate(
      { id: user.id, body },
      {
        onSuccess: onAssigned,
        onError: (error) => {
          const reason = errorMessage(error, t, '');
          setFailure(reason === '' ? t('users.assign.failed') : `${t('users.assign.failed')}: ${reason}`);
        },
      },
    );
  }

  function handleSubmitEvent(event: BaseSyntheticEvent) {
    void handleSubmit(handleValid)(event);
  }

  function handleClose() {
    if (!pending) onClose();
  }

  const plans = plansQuery.data;
  let planField;
  if (plans === undefined && plansQuery.isError) {
    planField = (
      <RetryAlert query={plansQuery} retryLabel={t('users.assign.retry')}>
        {t('users.assign.plansFailed')}
      </RetryAlert>
    );
  } else if (plans === undefined) {
    planField = <Skeleton variant="rounded" height={56} role="status" aria-label={t('users.assign.plansLoading')} />;
  } else {
    planField = (
      <Controller
        control={control}
        name="planId"
        render={({ field, fieldState }) => {
          const errorText = formErrorText(t, fieldState.error);
          return (
            <TextField
              select
              label={t('users.assign.plan')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              required
              error={errorText !== undefined}
              helperText={errorText ?? (field.value === '0' ? t('users.assign.hintNone') : t('users.assign.hintPlan'))}
            >
              <MenuItem value="0">{t('users.assign.none')}</MenuItem>
              {plans.map((plan) => (
                <MenuItem key={plan.id} value={String(plan.id)}>
                  {t('users.assign.planOption', {
                    name: plan.name,
                    price: formatPrice(plan.monthlyPrice),
                    limit: formatNumber(plan.monthlyRequestLimit),
                  })}
                  {plan.isActive ? '' : ` (${t('users.assign.inactive')})`}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="assign-plan-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmitEvent}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id="assign-plan-title" sx={{ overflowWrap: 'anywhere' }}>
          {t('users.assign.title')}: {user?.email}
        </DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {user !== null && <CurrentState user={user} />}
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {planField}
            <Controller
              control={control}
              name="autoRenew"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={planId === '0'}
                    />
                  }
                  label={t('users.assign.autoRenew')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={pending}>
            {t('users.assign.cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant="contained"
            pending={pending}
            pendingLabel={t('users.assign.saving')}
            disabled={plans === undefined}
          >
            {t('users.assign.submit')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
