import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { PendingButton } from './pending-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The safe choice; it has the focus when the dialog opens. */
  cancelLabel: string;
  /** The destructive action, in the error colour (or `confirmColor`). */
  confirmLabel: string;
  /** 'primary' for an action that keeps what it changes (a merge); 'error' by default. */
  confirmColor?: 'error' | 'primary';
  /** The confirm button's text while the action runs. */
  pendingLabel: string;
  pending: boolean;
  /** Why the last attempt failed, shown above the text; null hides it. */
  error?: string | null;
  /** The confirm button waits for something (the numbers the text states are still being counted). */
  confirmDisabled?: boolean;
  /** More than a sentence: shown under the text (a summary, a list, a choice). */
  children?: ReactNode;
  /** Escape, the backdrop and the cancel button; ignored while the action runs. */
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Destructive actions (delete, disconnect, cancel subscription) ask first. The caller owns the
 * mutation and passes its state in; the dialog cannot be dismissed halfway through it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, cancelLabel, confirmLabel, pendingLabel, pending, error = null } = props;
  const { confirmDisabled = false, confirmColor = 'error', children } = props;
  const { onCancel, onConfirm } = props;
  const titleId = useId();
  const textId = useId();

  function handleClose() {
    if (!pending) onCancel();
  }

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={handleClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <PendingButton
          onClick={onConfirm}
          color={confirmColor}
          variant="contained"
          pending={pending}
          pendingLabel={pendingLabel}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
