import { useState } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';

/** Result messages hide after 6 s. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export interface SnackbarMessage {
  text: string;
  severity: AlertColor;
  /** A new id restarts the timer even when the same text is shown twice in a row. */
  id: number;
}

interface ResultSnackbarProps {
  message: SnackbarMessage | null;
  onClose: () => void;
}

export function ResultSnackbar({ message, onClose }: ResultSnackbarProps) {
  // The last message stays rendered while the snackbar slides out after `message` became null.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);

  function handleClose(_event: unknown, reason?: string) {
    // A click elsewhere on the page must not hide the result before it has been read.
    if (reason === 'clickaway') return;
    onClose();
  }

  return (
    <Snackbar
      key={shown?.id}
      open={message !== null}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={shown?.severity ?? 'info'} variant="filled" onClose={handleClose} sx={{ width: '100%' }}>
        {shown?.text}
      </Alert>
    </Snackbar>
  );
}
