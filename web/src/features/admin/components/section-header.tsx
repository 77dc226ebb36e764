import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's heading and one-sentence purpose, with its main action (if any) beside them on wide screens. */
export function SectionHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }} gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary">{subtitle}</Typography>
      </Box>
      {action}
    </Stack>
  );
}
