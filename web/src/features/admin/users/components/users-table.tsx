import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { UserActions, type UserListProps } from './user-actions.tsx';
import { UserEmailLink } from './user-email-link.tsx';
import { PlanValue, RoleChip, UntilValue } from './user-values.tsx';

/** 768 px and wider: one row per user; a click on the row opens the user's profile. */
export function UsersTable({ users, currentUserId, onOpen, onRoleChange, onAssignPlan }: UserListProps) {
  const { t } = useTranslation('admin');

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('users.tableLabel')} size="small">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('users.columns.email')}</TableCell>
            <TableCell>{t('users.columns.role')}</TableCell>
            <TableCell>{t('users.columns.registered')}</TableCell>
            <TableCell>{t('users.columns.plan')}</TableCell>
            <TableCell>{t('users.columns.until')}</TableCell>
            <TableCell align="right">{t('users.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover onClick={() => onOpen(user)} sx={{ cursor: 'pointer' }}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200, maxWidth: 320, py: 1.5 }}>
                <UserEmailLink user={user} isCurrent={user.id === currentUserId} />
              </TableCell>
              <TableCell>
                <RoleChip user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{formatDate(user.registrationDate) || t('users.notSet')}</Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                <PlanValue user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <UntilValue user={user} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <UserActions
                  user={user}
                  currentUserId={currentUserId}
                  onRoleChange={onRoleChange}
                  onAssignPlan={onAssignPlan}
                  wrap={false}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
