import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface BookLayoutProps {
  header: ReactNode;
  gallery: ReactNode;
  details: ReactNode;
}

/**
 * Desktop: the gallery on the left (kept in view while the description scrolls), title and details on
 * the right. Mobile: title first, then the photos, then the rest, so the page still opens with its name.
 */
export function BookLayout({ header, gallery, details }: BookLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        gridTemplateRows: { md: 'auto 1fr' },
        gridTemplateAreas: { xs: '"header" "gallery" "details"', md: '"gallery header" "gallery details"' },
        mt: 1,
      }}
    >
      <Box sx={{ gridArea: 'header', minWidth: 0 }}>{header}</Box>
      <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>{gallery}</Box>
      </Box>
      <Box sx={{ gridArea: 'details', minWidth: 0 }}>{details}</Box>
    </Box>
  );
}
