import type { SyntheticEvent } from 'react';
import { Alert, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { TOAST_DURATION_MS, type ToastProps, type ToastState } from './toast.tsx';

/** The snackbar of a Toast (toast.tsx), in its own chunk. */
export function ToastSnackbar({ toast, onClose }: ToastProps & { toast: ToastState }) {
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
