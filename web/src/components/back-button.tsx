import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

interface BackButtonProps {
  /** The label, given whether this visit has a page of ours to go back to. */
  label: (hasPrevious: boolean) => string;
}

/**
 * The back button of the book page and the profile. Goes back in this visit's history, or home when
 * the page was opened directly; it stays a real link to / so "open in new tab" works too.
 */
export function BackButton({ label }: BackButtonProps) {
  const navigate = useNavigate();
  // The router gives the first entry of a visit the key 'default': there is nothing of ours to go back to.
  const hasPrevious = useLocation().key !== 'default';

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!hasPrevious || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Button
      component={RouterLink}
      to="/"
      onClick={handleClick}
      startIcon={<ArrowBackOutlinedIcon />}
      size="small"
      sx={{ ml: -1 }}
    >
      {label(hasPrevious)}
    </Button>
  );
}
