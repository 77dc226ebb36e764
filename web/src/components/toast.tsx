import { useCallback, useState, type SyntheticEvent } from 'react';
import { Alert, Snackbar, type AlertColor, type SnackbarCloseReason } from '@mui/material';

/** Spec §9: toasts and snackbars stay 6 seconds. */
export const TOAST_DURATION_MS = 6000;

export interface ToastMessage {
  text: string;
  severity: AlertColor;
}

export interface ToastState extends ToastMessage {
  /** A new message restarts the timer even when its text repeats. */
  id: number;
  /** False while the last message slides out (its text stays for the exit animation). */
  open: boolean;
}

/** The toast state of one page: `showToast` replaces whatever is showing. */
export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  const showToast = useCallback((message: ToastMessage) => {
    setToast((previous) => ({ ...message, id: (previous?.id ?? 0) + 1, open: true }));
  }, []);
  const closeToast = useCallback(() => {
    setToast((previous) => (previous === null ? null : { ...previous, open: false }));
  }, []);
  return { toast, showToast, closeToast };
}

interface ToastProps {
  toast: ToastState | null;
  onClose: () => void;
}

/** A 6-second message at the bottom of the screen; a click elsewhere does not dismiss it early. */
export function Toast({ toast, onClose }: ToastProps) {
  if (toast === null) return null;

  function handleClose(_event?: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) {
    if (reason === 'clickaway') return;
    onClose();
  }

  return (
    <Snackbar
      key={toast.id}
      open={toast.open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={handleClose} sx={{ width: '100%' }}>
        {toast.text}
      </Alert>
    </Snackbar>
  );
}
