import Box from '@mui/material/Box';

/** A bot command as the user types it, in a monospace chip. */
export function CommandText({ children }: { children: string }) {
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
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
