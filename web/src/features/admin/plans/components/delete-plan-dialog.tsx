import type { DeletePlanResponse, SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
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

  function handleConfirm() {
    if (plan !== null) deleteMutation.mutate(plan.id, { onSuccess: onDeleted });
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('plans.deleteDialog.title', { name: plan?.name ?? '' })}
      text={t('plans.deleteDialog.text')}
      cancelLabel={t('plans.deleteDialog.cancel')}
      confirmLabel={t('plans.deleteDialog.confirm')}
      pendingLabel={t('plans.deleteDialog.deleting')}
      pending={deleteMutation.isPending}
      error={deleteMutation.isError ? errorMessage(deleteMutation.error, t, t('plans.deleteDialog.failed')) : null}
      onCancel={onClose}
      onConfirm={handleConfirm}
    />
  );
}
