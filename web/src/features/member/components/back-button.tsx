import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

/**
 * Spec §2 profile: the back button. Goes back in this visit's history, or home when the page was
 * opened directly; it stays a real link to / so "open in new tab" works too.
 */
export function BackButton() {
  const { t } = useTranslation('member');
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
      {t('profile.back')}
    </Button>
  );
}
