import { useId } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';

interface TransferProgressProps {
  /** The visible text ('Экспорт: 40%'), which also names the bar. */
  label: string;
  value: number;
  color?: 'primary' | 'secondary';
}

/**
 * A labelled determinate bar. The label is a polite live region, so a screen reader hears the progress
 * move without the focus leaving the button that started it.
 */
export function TransferProgress({ label, value, color = 'primary' }: TransferProgressProps) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" gutterBottom aria-live="polite">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={value} color={color} aria-labelledby={id} />
    </Box>
  );
}
