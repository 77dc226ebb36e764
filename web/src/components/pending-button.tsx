import type { ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export type PendingButtonProps = ButtonProps & {
  /** The button's action runs: it is disabled, marked busy and shows a spinner instead of its start icon. */
  pending: boolean;
  /** The label while pending ("Saving…"); without it the children stay. */
  pendingLabel?: ReactNode;
};

/**
 * A button whose action takes a while (submit, save, pay, re-check). `disabled` still applies when not
 * pending, for a button that waits on something else (another button's action, a loading page).
 */
export function PendingButton({ pending, pendingLabel, disabled, startIcon, children, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
