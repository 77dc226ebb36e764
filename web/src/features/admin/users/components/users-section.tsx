import { useCallback, useEffect, useState } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagePagination } from '../../../../components/page-pagination.tsx';
import { currentUserQueryOptions } from '../../../../lib/current-user-query.ts';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { useUsers } from '../api/get-users.ts';
import { useUsersParams } from '../lib/users-params.ts';
import { AssignPlanDialog } from './assign-plan-dialog.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';
import { UserCards } from './user-cards.tsx';
import { UsersEmpty, UsersError, UsersLoading } from './users-list-states.tsx';
import { UsersTable } from './users-table.tsx';
import { UsersToolbar } from './users-toolbar.tsx';
import { SectionHeader } from '../../components/section-header.tsx';

/** The table gives way to cards below 768 px (not one of MUI's breakpoints). */
const TABLE_MEDIA_QUERY = '(min-width:768px)';

/** Which dialog is up. `user` outlives `open` so the dialog keeps its text while it fades out. */
interface DialogState {
  kind: 'role' | 'plan';
  user: User | null;
  open: boolean;
  /** A fresh dialog (and a cleared error) on every opening. */
  key: number;
}

const closedDialog: DialogState = { kind: 'role', user: null, open: false, key: 0 };

/** Admin section `users`. */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, { noSsr: true });
  const [params, setParams] = useUsersParams();
  const usersQuery = useUsers(params);
  const currentUser = useQuery(currentUserQueryOptions()).data ?? null;
  const [dialog, setDialog] = useState<DialogState>(closedDialog);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  useDenyAccessOnForbidden(usersQuery.error);

  const list = usersQuery.data;
  // A page past the last one (an old address, or users gone meanwhile) moves to the new last page.
  const pastTheEnd = list !== undefined && !usersQuery.isPlaceholderData && list.items.length === 0 && params.page > 1;
  const lastPage = Math.max(1, list?.totalPages ?? 1);
  useEffect(() => {
    if (pastTheEnd) setParams({ page: lastPage });
  }, [pastTheEnd, lastPage, setParams]);

  const handleSearch = useCallback((search: string) => setParams({ search }), [setParams]);

  function openDialog(kind: DialogState['kind'], user: User) {
    // The last result is read by now; left up, it would cover the full-screen dialog's buttons on phones.
    setSnackbar(null);
    setDialog((current) => ({ kind, user, open: true, key: current.key + 1 }));
  }

  function handleDialogClose() {
    setDialog((current) => ({ ...current, open: false }));
  }

  function showMessage(text: string) {
    setSnackbar({ text, severity: 'success', id: Date.now() });
  }

  function handleRoleChanged(user: User) {
    handleDialogClose();
    showMessage(t(user.role === 'Admin' ? 'users.role.made' : 'users.role.removed', { email: user.email }));
  }

  function handlePlanAssigned() {
    handleDialogClose();
    showMessage(t('users.assign.done'));
  }

  function handleOpen(user: User) {
    void navigate(`/user/${user.id}`);
  }

  const listProps = {
    currentUserId: currentUser?.id ?? null,
    onOpen: handleOpen,
    onRoleChange: (user: User) => openDialog('role', user),
    onAssignPlan: (user: User) => openDialog('plan', user),
  };
  let content;
  // A failed background refetch keeps the list it already has on screen.
  if (list === undefined && usersQuery.isError) content = <UsersError query={usersQuery} />;
  else if (list === undefined || pastTheEnd) content = <UsersLoading />;
  else if (list.items.length === 0) content = <UsersEmpty search={params.search} onClear={() => handleSearch('')} />;
  else if (wide) content = <UsersTable users={list.items} {...listProps} />;
  else content = <UserCards users={list.items} {...listProps} />;

  return (
    <Box>
      <SectionHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <UsersToolbar
        search={params.search}
        pageSize={params.pageSize}
        totalItems={list?.totalItems ?? null}
        onSearch={handleSearch}
        onPageSize={(pageSize) => setParams({ pageSize })}
      />
      <Box aria-busy={usersQuery.isFetching} sx={{ opacity: usersQuery.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </Box>
      {list !== undefined && (
        <Box sx={{ mt: 2 }}>
          <PagePagination
            page={params.page}
            totalPages={list.totalPages}
            onChange={(page) => setParams({ page })}
            label={t('users.pagesLabel')}
          />
        </Box>
      )}
      {dialog.kind === 'role' ? (
        <RoleChangeDialog
          key={dialog.key}
          open={dialog.open}
          user={dialog.user}
          onClose={handleDialogClose}
          onChanged={handleRoleChanged}
        />
      ) : (
        <AssignPlanDialog
          key={dialog.key}
          open={dialog.open}
          user={dialog.user}
          onClose={handleDialogClose}
          onAssigned={handlePlanAssigned}
        />
      )}
      <ResultSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </Box>
  );
}
