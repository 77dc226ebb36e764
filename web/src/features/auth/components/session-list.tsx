import { Alert, Box, Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import type { SessionInfo } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/list-sessions.ts';

/** A browser and system in a few words, from its user agent (the list only needs to be recognisable). */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['YaBrowser/', 'Yandex Browser'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([marker]) => userAgent.includes(marker!))?.[1];
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([marker]) => userAgent.includes(marker!))?.[1];
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/**
 * The own profile's list of sessions (ADR 0051): where and when each logged in and was last used, this
 * one marked, and "end this one" for each. Ending this one is a logout.
 */
export function SessionList() {
  const { t } = useTranslation(['auth', 'common']);
  const sessions = useSessions();
  const endMutation = useEndSession();
  const { logOut } = useSession();
  const navigate = useNavigate();

  function handleEnd(session: SessionInfo) {
    // Ending this one is the menu's logout (it ends the session on the server and clears the cookies);
    // a DELETE of it would clear them first, and the list's refetch would fail before the page left.
    if (session.current) {
      logOut('user');
      void navigate('/');
      return;
    }
    endMutation.mutate(session.id);
  }

  let body;
  if (sessions.isPending) {
    // A span may carry a name only with a role: `status` tells a screen reader what is loading.
    body = <Skeleton variant="rounded" height={72} role="status" aria-label={t('security.sessions.loading')} />;
  } else if (sessions.isError) {
    body = (
      <RetryAlert query={sessions} retryLabel={t('security.sessions.retry')}>
        {t('security.sessions.failed')}
      </RetryAlert>
    );
  } else {
    body = (
      <List disablePadding aria-labelledby="security-sessions-title">
        {sessions.data.sessions.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {deviceName(session.userAgent) ?? t('security.sessions.unknownDevice')}
                </Typography>
                {session.current && <Chip size="small" color="primary" label={t('security.sessions.current')} />}
              </Stack>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('security.sessions.details', {
                  address: session.address ?? t('security.sessions.unknownAddress'),
                  started: formatDateTime(session.createdAt),
                  lastSeen: formatDateTime(session.lastSeenAt),
                })}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              color={session.current ? 'error' : 'primary'}
              size="small"
              disabled={endMutation.isPending}
              onClick={() => handleEnd(session)}
              aria-label={t('security.sessions.endLabel', {
                device: deviceName(session.userAgent) ?? t('security.sessions.unknownDevice'),
                started: formatDateTime(session.createdAt),
              })}
            >
              {session.current ? t('security.sessions.endCurrent') : t('security.sessions.end')}
            </Button>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box component="section" aria-labelledby="security-sessions-title">
      <Typography id="security-sessions-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {t('security.sessions.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        {t('security.sessions.text')}
      </Typography>
      {endMutation.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(endMutation.error, t, t('security.sessions.endFailed'))}
        </Alert>
      )}
      {body}
    </Box>
  );
}
