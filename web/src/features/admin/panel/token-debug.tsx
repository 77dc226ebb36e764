import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useSessionClaims } from './session-claims.ts';
import type { DeniedReason } from './use-admin-access.ts';

// Dates in the Russian form in both UI languages; the time matters here (when does it expire).
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' });

interface TokenDebugProps {
  reason: DeniedReason;
  /** The session hint (the token itself is HttpOnly), or null when there is no session. */
  token: string | null;
  user: User | null;
}

/**
 * The token's contents, for an operator working out why access was refused. The token is
 * never printed (it is the credential) and the page cannot read it (HttpOnly, ADR 0051): its claims come
 * from the server, which signed them.
 */
export function TokenDebug({ reason, token, user }: TokenDebugProps) {
  const { t } = useTranslation('admin');
  const decoded = useSessionClaims(token !== null, user?.id) ?? null;
  const none = t('access.debug.none');

  function formatDate(date: Date | null | undefined): string {
    return date ? dateTimeFormat.format(date) : none;
  }

  const expiresAt = decoded?.expiresAt;
  const expired = expiresAt != null && expiresAt.getTime() <= Date.now();
  const rows = [
    { label: t('access.debug.reason'), value: reason },
    {
      label: t('access.debug.token'),
      value: token === null ? t('access.debug.tokenMissing') : t('access.debug.tokenFound'),
    },
    { label: t('access.debug.subject'), value: decoded?.subject ?? none },
    { label: t('access.debug.issuedAt'), value: formatDate(decoded?.issuedAt) },
    {
      label: t('access.debug.expiresAt'),
      value: expired ? `${formatDate(expiresAt)} (${t('access.debug.expired')})` : formatDate(expiresAt),
    },
    { label: t('access.debug.email'), value: user?.email ?? none },
    { label: t('access.debug.role'), value: user?.role ?? none },
  ];

  return (
    <Accordion variant="outlined" disableGutters sx={{ textAlign: 'left' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="admin-token-debug" id="admin-token-debug-title">
        <Typography sx={{ fontWeight: 600 }}>{t('access.debug.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="admin-token-debug">
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.75 },
            m: 0,
          }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {row.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
              >
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {token !== null && (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2, mb: 0.5 }}>
              {t('access.debug.payload')}
            </Typography>
            <Box
              component="pre"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                fontSize: '0.8125rem',
                overflowX: 'auto',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {decoded === null ? t('access.debug.undecodable') : JSON.stringify(decoded.payload, null, 2)}
            </Box>
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
