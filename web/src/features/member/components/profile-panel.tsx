import type { ReactNode } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';

interface ProfilePanelProps {
  id: string;
  title: string;
  /**
   * 400–500 px, from the history's length, with the content scrolling inside. Side by side on
   * wide screens only: on a phone the panels are stacked and grow with their content, because a
   * scrolling box inside a scrolling page is hard to use with a thumb.
   */
  height: number;
  /** Under the scrolling area: the page control. */
  footer?: ReactNode;
  children: ReactNode;
}

/** One of the profile's two lower cards (favourites, search history), both the same height. */
export function ProfilePanel({ id, title, height, footer, children }: ProfilePanelProps) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ height: { xs: 'auto', md: height }, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: { md: 'auto' } }}>{children}</Box>
      {footer !== undefined && <Stack sx={{ borderTop: 1, borderColor: 'divider' }}>{footer}</Stack>}
    </Card>
  );
}
