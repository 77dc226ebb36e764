import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The charts side by side from the `md` width, one under the other below it. */
export function ChartsRow({ columns, children }: { columns: 1 | 2; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns === 2 ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
      }}
    >
      {children}
    </Box>
  );
}

/** How much room a chart's legend takes above its plot. */
export const CHART_LEGEND_HEIGHT = 28;

/**
 * One chart with its caption. The picture repeats the table under the charts for sighted users, so it is
 * hidden from screen readers, which read the table.
 */
export function ChartFigure({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ height: height + CHART_LEGEND_HEIGHT }}>
        {children}
      </Box>
    </Box>
  );
}
