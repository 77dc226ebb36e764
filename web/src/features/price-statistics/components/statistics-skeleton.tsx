import { Box, Skeleton, Stack } from '@mui/material';

/** The figures and the chart while the statistics are counted. */
export function StatisticsSkeleton({ chartHeight = 200 }: { chartHeight?: number }) {
  return (
    <Stack spacing={2.5} data-testid="stats-loading">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 160px))' },
          gap: 2,
        }}
      >
        {[0, 1, 2, 3].map((index) => (
          <Box key={index}>
            <Skeleton width="60%" />
            <Skeleton width="85%" height={32} />
          </Box>
        ))}
      </Box>
      <Skeleton variant="rounded" height={chartHeight} />
    </Stack>
  );
}
