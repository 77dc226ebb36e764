import { isAdminRole, type User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useChangeRole } from '../api/change-role.ts';

interface RoleChangeDialogProps {
  open: boolean;
  user: User | null;
  onClose: () => void;
  onChanged: (user: User) => void;
}

/**
 * The confirmation before a role change: making an administrator, or removing the rights (the user's
 * sessions end). Mount it with a new `key` per opening so an earlier failure is not shown again.
 */
export function RoleChangeDialog({ open, user, onClose, onChanged }: RoleChangeDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useChangeRole();
  const removing = user !== null && isAdminRole(user.role);
  const email = user?.email ?? '';

  function handleConfirm() {
    if (user !== null) mutation.mutate({ id: user.id, role: removing ? 'User' : 'Admin' }, { onSuccess: onChanged });
  }

  // 'Ошибка при обновлении роли', with the server's reason when it gave one (the last administrator…).
  let error: string | null = null;
  if (mutation.isError) {
    const reason = errorMessage(mutation.error, t, '');
    error = reason === '' ? t('users.role.failed') : t('users.role.failedWithReason', { reason });
  }

  return (
    <ConfirmDialog
      open={open}
      title={removing ? t('users.role.removeTitle', { email }) : t('users.role.makeTitle', { email })}
      text={removing ? t('users.role.removeText') : t('users.role.makeText')}
      cancelLabel={t('users.role.cancel')}
      confirmLabel={removing ? t('users.role.removeConfirm') : t('users.role.makeConfirm')}
      pendingLabel={t('users.role.saving')}
      pending={mutation.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={handleConfirm}
    />
  );
}
