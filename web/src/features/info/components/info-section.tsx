import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type InfoSectionProps = { id: string; title: string; children: ReactNode };

/** A titled section of an info page that the page's table of contents can link to. */
export function InfoSection({ id, title, children }: InfoSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      {/* scrollMarginTop keeps the heading clear of the sticky app bar after an anchor jump */}
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 2, scrollMarginTop: 80 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
