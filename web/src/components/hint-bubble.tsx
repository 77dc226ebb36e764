import { Box, Popper } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The bubble of a Hint (hint.tsx): MUI's tooltip look, placed under the control by MUI's Popper. */
export function HintBubble({ anchor, open, title }: { anchor: HTMLElement | null; open: boolean; title: string }) {
  return (
    <Popper
      open={open && anchor !== null}
      anchorEl={anchor}
      placement="bottom"
      modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
    >
      <Box
        role="tooltip"
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.grey[700], 0.92),
          color: 'common.white',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          typography: 'caption',
          fontWeight: 500,
          maxWidth: 300,
        })}
      >
        {title}
      </Box>
    </Popper>
  );
}
