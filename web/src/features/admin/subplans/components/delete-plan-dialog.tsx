import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { DeletePlanResponse, SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useDeletePlan } from '../api/delete-plan.ts';

interface DeletePlanDialogProps {
  open: boolean;
  plan: SubscriptionPlan | null;
  onClose: () => void;
  onDeleted: (response: DeletePlanResponse) => void;
}

/** Mount it with a new `key` per opening so an earlier failure is not shown again. */
export function DeletePlanDialog({ open, plan, onClose, onDeleted }: DeletePlanDialogProps) {
  const { t } = useTranslation('admin');
  const deleteMutation = useDeletePlan();
  const pending = deleteMutation.isPending;

  function handleClose() {
    if (!pending) onClose();
  }

  function handleConfirm() {
    if (plan !== null) deleteMutation.mutate(plan.id, { onSuccess: onDeleted });
  }

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-plan-title"
      aria-describedby="delete-plan-text"
    >
      <DialogTitle id="delete-plan-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('plans.deleteDialog.title', { name: plan?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        {deleteMutation.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(deleteMutation.error, t, t('plans.deleteDialog.failed'))}
          </Alert>
        )}
        <DialogContentText id="delete-plan-text">{t('plans.deleteDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={pending}>
          {t('plans.deleteDialog.cancel')}
        </Button>
        <Button
          onClick={handleConfirm}
          color="error"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {pending ? t('plans.deleteDialog.deleting') : t('plans.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
