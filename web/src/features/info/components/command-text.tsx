import Box from '@mui/material/Box';

/**
 * A bot command as the user types it, in a monospace chip. `wrap` lets a command with an argument break at
 * its space (a narrow table column on a phone); otherwise it stays on one line.
 */
export function CommandText({ children, wrap = false }: { children: string; wrap?: boolean }) {
  return (
    <Box
      component="code"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.95em',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'action.hover',
        whiteSpace: wrap ? 'normal' : 'nowrap',
        boxDecorationBreak: 'clone',
        WebkitBoxDecorationBreak: 'clone',
      }}
    >
      {children}
    </Box>
  );
}
