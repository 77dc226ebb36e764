import { Button, CircularProgress, IconButton } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Hint } from '../../../components/hint.tsx';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts';

interface RemoveFavoriteButtonProps {
  bookId: number;
  title: string;
  /** 'icon' in the profile's compact card, a labelled button on /favorites. */
  variant?: 'button' | 'icon';
}

/**
 * Takes the book off the user's favourites. The row stays (dimmed by its busy flag) until the server
 * agrees and the list is fetched again, so a refusal leaves nothing to undo but a toast.
 */
export function RemoveFavoriteButton({ bookId, title, variant = 'button' }: RemoveFavoriteButtonProps) {
  const { t } = useTranslation('member');
  const { busy, setFavorite } = useFavoriteToggle(bookId);
  const { toast, showToast, closeToast } = useToast();
  const label = t('favorites.removeLabel', { title });

  function handleClick() {
    setFavorite(false, {
      onError: (error) => showToast({ severity: 'error', text: errorMessage(error, t, t('favorite.removeFailed')) }),
    });
  }

  const progress = <CircularProgress size={18} aria-hidden />;
  return (
    <>
      {variant === 'icon' ? (
        <Hint title={t('favorites.remove')}>
          <IconButton onClick={handleClick} disabled={busy} aria-label={label} aria-busy={busy} size="small">
            {busy ? progress : <DeleteOutlineIcon fontSize="small" />}
          </IconButton>
        </Hint>
      ) : (
        <Button
          onClick={handleClick}
          disabled={busy}
          aria-label={label}
          aria-busy={busy}
          variant="outlined"
          color="secondary"
          size="small"
          startIcon={busy ? progress : <DeleteOutlineIcon />}
        >
          {t('favorites.remove')}
        </Button>
      )}
      <Toast toast={toast} onClose={closeToast} />
    </>
  );
}
