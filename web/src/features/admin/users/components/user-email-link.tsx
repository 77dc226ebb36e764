import { Chip, Link, Stack } from '@mui/material';
import type { User } from '@raritet/contracts/auth';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The user's e-mail as the link to their profile (the keyboard's way in; a click anywhere on the row works too). */
export function UserEmailLink({ user, isCurrent }: { user: User; isCurrent: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/user/${user.id}`}
        aria-label={t('users.openProfile', { email: user.email })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {user.email}
      </Link>
      {isCurrent && <Chip size="small" label={t('users.you')} variant="outlined" color="secondary" />}
    </Stack>
  );
}
