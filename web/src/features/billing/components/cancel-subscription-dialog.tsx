import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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

/** Cancelling is a destructive action and asks first. */
export function CancelSubscriptionDialog({
  open,
  planName,
  endDate,
  onClose,
  onCancelled,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('billing');
  const cancelMutation = useCancelSubscription();

  function handleCancel() {
    // The dialog stays mounted between openings: forget a failure before it closes.
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
    <ConfirmDialog
      open={open}
      title={t('cancelDialog.title')}
      text={t('cancelDialog.text', { plan: planName, date: formatDate(endDate) })}
      cancelLabel={t('cancelDialog.keep')}
      confirmLabel={t('cancelDialog.confirm')}
      pendingLabel={t('cancelDialog.confirming')}
      pending={cancelMutation.isPending}
      error={errorText}
      onCancel={handleCancel}
      onConfirm={handleConfirm}
    />
  );
}
