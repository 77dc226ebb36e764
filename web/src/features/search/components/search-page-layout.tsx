import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { HydrationSlice } from '../../../components/hydration-slice.tsx';

interface SearchPageLayoutProps {
  /** Breadcrumbs or a back link above the heading. */
  top?: ReactNode;
  heading: string;
  /** What was searched for, under the heading. */
  subheading?: ReactNode;
  /** A form to change the search. */
  refine?: ReactNode;
  children: ReactNode;
}

/** The frame of the five result screens. */
export function SearchPageLayout({ top, heading, subheading, refine, children }: SearchPageLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {top}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {subheading !== undefined && (
        <Box sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>{subheading}</Box>
      )}
      <Stack spacing={3} sx={{ mt: { xs: 2.5, md: 3 } }}>
        {refine !== undefined && <HydrationSlice>{refine}</HydrationSlice>}
        <Box component="section" aria-label={heading}>
          {children}
        </Box>
      </Stack>
    </Container>
  );
}
