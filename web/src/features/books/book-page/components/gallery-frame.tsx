import type { ReactNode } from 'react';
import { Paper, Stack } from '@mui/material';

interface GalleryFrameProps {
  children: ReactNode;
  /** Messages take a lower frame; the loading frame keeps the photo's shape so nothing jumps. */
  compact?: boolean;
  role?: 'status' | 'alert';
}

/** The box the main photo sits in, reused by the loading, failed and "no photos" states. */
export function GalleryFrame({ children, compact = false, role }: GalleryFrameProps) {
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        aspectRatio: compact ? { xs: '3 / 2', sm: '4 / 3' } : '4 / 5',
        bgcolor: '#efe6d4',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        {children}
      </Stack>
    </Paper>
  );
}
