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
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  endDate: string;
  onClose: () => void;
  onCancelled: () => void;
}

/** Spec §5: cancelling is a destructive action and asks first. */
export function CancelSubscriptionDialog({
  open,
  planName,
  endDate,
  onClose,
  onCancelled,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('billing');
  const cancelMutation = useCancelSubscription();
  const pending = cancelMutation.isPending;

  function handleClose() {
    if (pending) return;
    cancelMutation.reset();
    onClose();
  }

  function handleConfirm() {
    cancelMutation.mutate(undefined, {
      onSuccess: () => {
        cancelMutation.reset();
        onCancelled();
      },
    });
  }

  let errorText: string | null = null;
  if (cancelMutation.isError) {
    const reason = serverMessage(cancelMutation.error);
    errorText = reason === null ? t('cancelDialog.failed') : t('cancelDialog.failedWithReason', { reason });
  }

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="cancel-subscription-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cancel-subscription-title">{t('cancelDialog.title')}</DialogTitle>
      <DialogContent>
        {errorText !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText}
          </Alert>
        )}
        <DialogContentText>{t('cancelDialog.text', { plan: planName, date: formatDate(endDate) })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={handleClose} disabled={pending} autoFocus>
          {t('cancelDialog.keep')}
        </Button>
        <Button
          onClick={handleConfirm}
          color="error"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {pending ? t('cancelDialog.confirming') : t('cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
