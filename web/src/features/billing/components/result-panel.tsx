import type { ReactNode } from 'react';
import { Box, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { SupportContact } from './support-contact.tsx';

interface ResultPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce the title to screen readers when it changes (the result arrives after the page opens). */
  live?: boolean;
}

/** The payment result page's sheet: an icon, the outcome, what to do next and the support contact. */
export function ResultPanel({ icon, title, children, actions, live = true }: ResultPanelProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ '& svg': { fontSize: 64 }, mb: 1 }}>
          {icon}
        </Box>
        <Box aria-live={live ? 'polite' : undefined}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }} gutterBottom>
            {title}
          </Typography>
          {children}
        </Box>
        {actions !== undefined && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
            {actions}
          </Stack>
        )}
        <Divider sx={{ my: 3 }} />
        <SupportContact />
      </Paper>
    </Container>
  );
}
