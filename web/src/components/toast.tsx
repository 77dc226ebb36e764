import { Suspense, useCallback, useState } from 'react';
import type { AlertColor } from '@mui/material';
import { lazyComponent } from '../lib/lazy-component.ts';

const ToastSnackbar = lazyComponent(() => import('./toast-snackbar.tsx'), 'ToastSnackbar');

/** Toasts and snackbars stay 6 seconds. */
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

export interface ToastProps {
  toast: ToastState | null;
  onClose: () => void;
}

/**
 * A 6-second message at the bottom of the screen; a click elsewhere does not dismiss it early. The
 * snackbar's code loads with the first message: pages show toasts rarely, and never on arrival.
 */
export function Toast({ toast, onClose }: ToastProps) {
  if (toast === null) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} onClose={onClose} />
    </Suspense>
  );
}
