import { CircularProgress, IconButton } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Hint } from '../../../components/hint.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Toast, useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import type { FromState } from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { readSessionHint } from '../../../lib/session-hint.ts';
import { useFavoriteIds } from '../api/get-favorite-ids.ts';
import { useIsFavorite } from '../api/get-is-favorite.ts';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts';

interface FavoriteToggleProps {
  bookId: number;
  /** For the button's name: "Избранное: «title»". */
  title: string;
  /**
   * Every book of the result page this heart sits on: all hearts of a page ask the server about all of
   * them in one call. Omitted on the book page, which asks about its one book.
   */
  pageBookIds?: readonly number[];
}

/** The current answer, or undefined while nobody knows yet; a check that failed counts as "not a favourite". */
function useIsFavoriteState(bookId: number, pageBookIds: readonly number[] | undefined, enabled: boolean) {
  const ids = useFavoriteIds(pageBookIds ?? [], enabled && pageBookIds !== undefined);
  const single = useIsFavorite(bookId, enabled && pageBookIds === undefined);
  const query = pageBookIds === undefined ? single : ids;
  const known = pageBookIds === undefined ? single.data?.isFavorite : ids.data?.bookIds.includes(bookId);
  return known === undefined && query.isError ? false : known;
}

/**
 * The heart. A visitor without a session goes to /login and comes back here;
 * a member's click shows the new state at once and takes it back, with a toast, if the server refuses.
 */
export function FavoriteToggle({ bookId, title, pageBookIds }: FavoriteToggleProps) {
  const { t } = useTranslation('member');
  const { status, logOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast, showToast, closeToast } = useToast();
  const authenticated = status === 'authenticated';
  const isFavorite = useIsFavoriteState(bookId, pageBookIds, authenticated);
  const { busy, setFavorite } = useFavoriteToggle(bookId);
  const pressed = isFavorite === true;
  const unknown = authenticated && isFavorite === undefined;

  function handleClick() {
    // Toggling needs a stored token (its hint: the token itself is HttpOnly). One that vanished (another tab logged out, the cookie
    // expired) ends this session too, so the login page does not bounce straight back here.
    if (!authenticated || readSessionHint() === null) {
      if (authenticated) logOut('expired');
      const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
      void navigate('/login', { state });
      return;
    }
    setFavorite(!pressed, {
      onError: (error, wanted) =>
        showToast({
          severity: 'error',
          text: errorMessage(error, t, t(wanted ? 'favorite.addFailed' : 'favorite.removeFailed')),
        }),
    });
  }

  return (
    <>
      <Hint title={t(pressed ? 'favorite.remove' : 'favorite.add')}>
        <IconButton
          onClick={handleClick}
          disabled={busy || unknown || status === 'loading'}
          aria-pressed={pressed}
          aria-busy={busy || unknown}
          aria-label={t('favorite.label', { title })}
          sx={{
            color: pressed ? 'primary.main' : 'secondary.main',
            // A saved heart stays red while the next answer is awaited.
            '&.Mui-disabled': pressed ? { color: 'primary.main', opacity: 0.7 } : {},
          }}
        >
          {pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        {busy && (
          <CircularProgress
            aria-hidden
            size={36}
            thickness={2.5}
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-18px', ml: '-18px', pointerEvents: 'none' }}
          />
        )}
      </Hint>
      <Toast toast={toast} onClose={closeToast} />
    </>
  );
}
