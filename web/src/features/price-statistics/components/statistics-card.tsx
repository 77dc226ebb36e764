import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

interface StatisticsCardProps {
  heading: string;
  /** 'h2' above the results; 'h3' inside the book page's comparables section. */
  headingLevel?: 'h2' | 'h3';
  /** "Продано: N" beside the heading. */
  count?: string;
  children: ReactNode;
}

/** The frame every state of a statistics block shares: a titled section, so a screen reader can jump to it. */
export function StatisticsCard({ heading, headingLevel = 'h2', count, children }: StatisticsCardProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="price-statistics"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.25,
          mb: 2,
        }}
      >
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ fontSize: '1.15rem' }}>
          {heading}
        </Typography>
        {count !== undefined && (
          <Typography color="textSecondary" data-testid="stats-count">
            {count}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
