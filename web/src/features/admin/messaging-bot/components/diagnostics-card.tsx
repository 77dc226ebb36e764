import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One block of the section: a titled card (`<id>-title` names it) with a sentence on what it does, and its action. */
export function DiagnosticsCard(props: {
  id: string;
  title: string;
  subtitle: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { id, title, subtitle, action, children } = props;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography id={`${id}-title`} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {subtitle}
          </Typography>
        </Box>
        {action !== undefined && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}

/** A label and its value in a definition list laid out as two columns (one under the other on phones). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere', typography: 'body2' }}
      >
        {children}
      </Box>
    </Box>
  );
}

export const factsGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  alignItems: 'baseline',
  m: 0,
} as const;
