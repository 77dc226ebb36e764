import { Stack, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncIcon from '@mui/icons-material/Sync';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { ReactNode } from 'react';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import type { SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useBookUpdateAction } from '../api/run-book-update-action.ts';
import { BOOK_UPDATE_ACTIONS, visibleActions, type BookUpdateAction } from '../lib/service-state.ts';
import { failureReason } from './failure-reason.ts';

const ICONS: Record<BookUpdateAction, ReactNode> = {
  pause: <PauseIcon />,
  resume: <PlayArrowIcon />,
  runNow: <SyncIcon />,
  runCategoryCheck: <CategoryOutlinedIcon />,
};

interface ServiceControlsProps {
  status: BookUpdateStatus;
  onResult: (message: Omit<SnackbarMessage, 'id'>) => void;
}

/**
 * Pause, resume, run now and check categories, shown as the state allows (`visibleActions`). The four mutations
 * live here, not in the buttons: Pause disappears as soon as its answer arrives, and its result must still
 * be reported.
 */
export function ServiceControls({ status, onResult }: ServiceControlsProps) {
  const { t } = useTranslation(['admin', 'common']);
  const mutations: Record<BookUpdateAction, ReturnType<typeof useBookUpdateAction>> = {
    pause: useBookUpdateAction('pause'),
    resume: useBookUpdateAction('resume'),
    runNow: useBookUpdateAction('runNow'),
    runCategoryCheck: useBookUpdateAction('runCategoryCheck'),
  };
  const shown = visibleActions(status);
  const anyPending = BOOK_UPDATE_ACTIONS.some((action) => mutations[action].isPending);
  const sourceOff = status.source === 'off';

  function handleAction(action: BookUpdateAction) {
    mutations[action].mutate(undefined, {
      onSuccess: (result) => onResult({ text: result.message, severity: 'success' }),
      onError: (error) =>
        onResult({
          text: t('bookupdate.failedWithReason', {
            action: t(`bookupdate.actionFailed.${action}`),
            reason: failureReason(error, t),
          }),
          severity: 'error',
        }),
    });
  }

  /** Both would be refused with "the source is off"; a running check would be refused as well. */
  function unavailable(action: BookUpdateAction): boolean {
    if (action === 'runNow') return sourceOff;
    if (action === 'runCategoryCheck') return sourceOff || status.isCategoryCheckRunning;
    return false;
  }

  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('bookupdate.actionsLabel')}
      >
        {BOOK_UPDATE_ACTIONS.filter((action) => shown[action]).map((action) => (
          <PendingButton
            key={action}
            variant={action === 'runCategoryCheck' ? 'outlined' : 'contained'}
            color={action === 'pause' ? 'warning' : 'primary'}
            startIcon={ICONS[action]}
            pending={mutations[action].isPending}
            disabled={anyPending || unavailable(action)}
            onClick={() => handleAction(action)}
          >
            {t(`bookupdate.actions.${action}`)}
          </PendingButton>
        ))}
      </Stack>
      {sourceOff && (
        <Typography variant="body2" color="textSecondary">
          {t('bookupdate.sourceOffHint')}
        </Typography>
      )}
    </Stack>
  );
}
