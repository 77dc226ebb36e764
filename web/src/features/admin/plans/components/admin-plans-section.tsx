import { useState } from 'react';
import { Box, Button, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { DeletePlanResponse, SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { usePlans } from '../api/get-admin-plans.ts';
import { DeletePlanDialog } from './delete-plan-dialog.tsx';
import { PlanCards } from './plan-cards.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlansEmpty, PlansError, PlansLoading } from './plans-list-states.tsx';
import { PlansTable } from './plans-table.tsx';
import { SectionHeader } from '../../components/section-header.tsx';

/** Which dialog is up. `plan` outlives `open` so the dialog keeps its text while it fades out. */
interface DialogState {
  kind: 'form' | 'delete';
  plan: SubscriptionPlan | null;
  open: boolean;
  /** A fresh form (and a cleared error) on every opening. */
  key: number;
}

const closedDialog: DialogState = { kind: 'form', plan: null, open: false, key: 0 };

/** Admin section `subplans`. */
export function PlansSection() {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const plansQuery = usePlans();
  const [dialog, setDialog] = useState<DialogState>(closedDialog);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  useDenyAccessOnForbidden(plansQuery.error);

  function openDialog(kind: DialogState['kind'], plan: SubscriptionPlan | null) {
    // The last result is read by now; left up, the snackbar (above dialogs) would cover the buttons of
    // the full-screen form on phones.
    setSnackbar(null);
    setDialog((current) => ({ kind, plan, open: true, key: current.key + 1 }));
  }

  function handleCreate() {
    openDialog('form', null);
  }

  function handleEdit(plan: SubscriptionPlan) {
    openDialog('form', plan);
  }

  function handleDelete(plan: SubscriptionPlan) {
    openDialog('delete', plan);
  }

  function handleDialogClose() {
    setDialog((current) => ({ ...current, open: false }));
  }

  function showMessage(text: string, severity: SnackbarMessage['severity']) {
    setSnackbar({ text, severity, id: Date.now() });
  }

  function handleSaved(plan: SubscriptionPlan, created: boolean) {
    handleDialogClose();
    showMessage(t(created ? 'plans.form.created' : 'plans.form.updated', { name: plan.name }), 'success');
  }

  function handleDeleted(response: DeletePlanResponse) {
    handleDialogClose();
    showMessage(response.message, response.deleted ? 'success' : 'info');
  }

  function handleSnackbarClose() {
    setSnackbar(null);
  }

  const plans = plansQuery.data;
  // The empty state carries its own create button.
  const isEmpty = plans !== undefined && plans.length === 0;
  let content;
  // A failed background refetch keeps the list it already has on screen.
  if (plans === undefined && plansQuery.isError) {
    content = <PlansError query={plansQuery} />;
  } else if (plans === undefined) content = <PlansLoading />;
  else if (isEmpty) content = <PlansEmpty onCreate={handleCreate} />;
  else if (wide) content = <PlansTable plans={plans} onEdit={handleEdit} onDelete={handleDelete} />;
  else content = <PlanCards plans={plans} onEdit={handleEdit} onDelete={handleDelete} />;

  return (
    <Box>
      <SectionHeader
        title={t('plans.title')}
        subtitle={t('plans.subtitle')}
        action={
          <>
            {!isEmpty && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={handleCreate} sx={{ flexShrink: 0 }}>
                {t('plans.create')}
              </Button>
            )}
          </>
        }
      />
      {content}
      {dialog.kind === 'form' ? (
        <PlanFormDialog
          key={dialog.key}
          open={dialog.open}
          plan={dialog.plan}
          onClose={handleDialogClose}
          onSaved={handleSaved}
        />
      ) : (
        <DeletePlanDialog
          key={dialog.key}
          open={dialog.open}
          plan={dialog.plan}
          onClose={handleDialogClose}
          onDeleted={handleDeleted}
        />
      )}
      <ResultSnackbar message={snackbar} onClose={handleSnackbarClose} />
    </Box>
  );
}
