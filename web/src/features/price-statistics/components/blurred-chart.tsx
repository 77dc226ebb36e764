import { Box } from '@mui/material';

// A made-up shape, not anyone's prices: what the block would look like, drawn the same for every search.
const BARS = [34, 52, 41, 66, 58, 72, 49, 80, 63, 70];
const LINE = [62, 55, 60, 44, 50, 38, 46, 30, 36, 28];

/**
 * The chart a viewer without a subscription sees: a static, blurred drawing (decorative, hidden from
 * screen readers) that says figures exist without showing any.
 */
export function BlurredChart() {
  const step = 100 / BARS.length;
  const points = LINE.map((y, index) => `${(index + 0.5) * step},${y}`).join(' ');
  return (
    <Box
      component="svg"
      aria-hidden
      focusable="false"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      data-testid="stats-blurred-chart"
      sx={{ display: 'block', width: '100%', height: '100%', filter: 'blur(4px)', opacity: 0.75 }}
    >
      {[25, 50, 75].map((y) => (
        <line key={y} x1="0" x2="100" y1={y} y2={y} stroke="currentColor" strokeOpacity="0.15" strokeWidth="0.6" />
      ))}
      {BARS.map((barHeight, index) => (
        <Box
          component="rect"
          key={index}
          x={index * step + step * 0.25}
          width={step * 0.5}
          y={100 - barHeight}
          height={barHeight}
          sx={{ fill: (theme) => theme.palette.secondary.light, fillOpacity: 0.45 }}
        />
      ))}
      <Box
        component="polyline"
        points={points}
        sx={{ fill: 'none', stroke: (theme) => theme.palette.primary.main, strokeWidth: 2.5 }}
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
