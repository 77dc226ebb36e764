import { Button, Stack } from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import RemoveModeratorOutlinedIcon from '@mui/icons-material/RemoveModeratorOutlined';
import { canMakeAdmin, canRemoveAdmin } from '@raritet/contracts/admin-users';
import type { User } from '@raritet/contracts/auth';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What the list views offer for each user; the section owns the dialogs. */
export interface UserListProps {
  users: readonly User[];
  /** The administrator looking at the list: their own 'Remove admin' is hidden (ADR 0017). */
  currentUserId: number | null;
  onOpen: (user: User) => void;
  onRoleChange: (user: User) => void;
  onAssignPlan: (user: User) => void;
}

type UserActionsProps = Pick<UserListProps, 'currentUserId' | 'onRoleChange' | 'onAssignPlan'> & {
  user: User;
  /** The table's last column aligns them right; a card's start at the left. */
  justify?: 'flex-start' | 'flex-end';
  /** A card's buttons wrap onto a second line; a table row's stay on one. */
  wrap?: boolean;
};

/** 'Make admin' for non-admins, 'Remove admin' for other admins, 'Assign plan' for all. */
export function UserActions({
  user,
  currentUserId,
  onRoleChange,
  onAssignPlan,
  justify = 'flex-end',
  wrap = true,
}: UserActionsProps) {
  const { t } = useTranslation('admin');
  // The row (or card) opens the profile on click; a button's click is its own.
  const act = (action: (user: User) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action(user);
  };

  // Each label begins with the button's visible text and adds whose row it is: a speech-input user says
  // what they see, and a name that does not contain it does not match (WCAG 2.5.3, axe
  // label-content-name-mismatch).
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: wrap ? 'wrap' : 'nowrap', justifyContent: justify }}>
      {canMakeAdmin(user) && (
        <Button
          size="small"
          startIcon={<AdminPanelSettingsOutlinedIcon />}
          aria-label={t('users.actions.makeAdminLabel', { email: user.email })}
          onClick={act(onRoleChange)}
        >
          {t('users.actions.makeAdmin')}
        </Button>
      )}
      {canRemoveAdmin(user, currentUserId) && (
        <Button
          size="small"
          color="error"
          startIcon={<RemoveModeratorOutlinedIcon />}
          aria-label={t('users.actions.removeAdminLabel', { email: user.email })}
          onClick={act(onRoleChange)}
        >
          {t('users.actions.removeAdmin')}
        </Button>
      )}
      <Button
        size="small"
        startIcon={<CardMembershipOutlinedIcon />}
        aria-label={t('users.actions.assignPlanLabel', { email: user.email })}
        onClick={act(onAssignPlan)}
      >
        {t('users.actions.assignPlan')}
      </Button>
    </Stack>
  );
}
