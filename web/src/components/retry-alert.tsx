import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export interface RetryAlertProps {
  /** The failed query: its refetch is the retry, and the button waits while it fetches. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  retryLabel: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A load that failed: the error, and a retry button at its end. */
export function RetryAlert({ query, retryLabel, sx, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
