import type { ReactNode } from 'react';
import { Paper } from '@mui/material';

/** The bordered box that holds a result screen's "search again" form. */
export function RefinePanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      {children}
    </Paper>
  );
}
