import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';

interface FormCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm';
}

/** The centred sheet that holds the login, registration and setup forms. */
export function FormCard({ title, subtitle, children, maxWidth = 'xs' }: FormCardProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 4, borderTopColor: 'primary.main' }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }} gutterBottom>
            {title}
          </Typography>
          {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
