import { Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { SettingsAuditEntry } from '@raritet/contracts/settings';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useSettingsAudit } from '../api/get-settings-audit.ts';

/** "SMTP: Порт" for `smtp.Port`; a path the form does not know reads as it is. */
function useFieldName() {
  const { t } = useTranslation('admin');
  return (path: string) => {
    const [group = ''] = path.split('.');
    const label = t(`settings.fields.${path}.label`, { defaultValue: '' });
    return label === '' ? path : `${t(`settings.groups.${group}.title`)}: ${label}`;
  };
}

/** One entry: a list item of the audit's <ol> itself (a list holds only items), ruled off from the one above. */
function AuditEntry({ entry, ruled }: { entry: SettingsAuditEntry; ruled: boolean }) {
  const { t } = useTranslation('admin');
  const fieldName = useFieldName();
  return (
    <Box component="li" sx={{ py: 1.5, ...(ruled ? { borderTop: 1, borderColor: 'divider' } : {}) }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ mb: 1 }}>
        <Typography component="time" dateTime={entry.changedAt} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.changedAt)}
        </Typography>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {entry.userEmail}
        </Typography>
      </Stack>
      {entry.kind === 'check' && entry.group !== null && (
        <Typography variant="body2" sx={{ mb: entry.fields.length > 0 ? 1 : 0 }}>
          {t('settings.audit.check', {
            group: t(`settings.groups.${entry.group}.title`),
            result: t(`settings.audit.results.${entry.result ?? 'refused'}`),
          })}
        </Typography>
      )}
      {/* A check of the stored values names no fields. */}
      {entry.fields.length > 0 && (
        <Box
          component="ul"
          aria-label={t(entry.kind === 'check' ? 'settings.audit.checkedWith' : 'settings.audit.changed', {
            count: entry.fields.length,
          })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
        >
          {entry.fields.map((path) => (
            <li key={path}>
              <Chip size="small" variant="outlined" label={fieldName(path)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Who changed which settings when, and who checked which connection (never the values), newest first. */
export function SettingsAudit() {
  const { t } = useTranslation('admin');
  const auditQuery = useSettingsAudit();
  const entries = auditQuery.data;

  let content;
  if (entries === undefined && auditQuery.isError) {
    content = (
      <RetryAlert query={auditQuery} retryLabel={t('settings.retry')}>
        {t('settings.audit.loadFailed')}
      </RetryAlert>
    );
  } else if (entries === undefined) {
    content = (
      <Stack spacing={1} role="status" aria-label={t('settings.audit.loading')}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  } else if (entries.length === 0) {
    content = <Typography color="textSecondary">{t('settings.audit.empty')}</Typography>;
  } else {
    content = (
      <Box component="ol" aria-label={t('settings.audit.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <AuditEntry key={entry.id} entry={entry} ruled={index > 0} />
        ))}
      </Box>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="settings-audit-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 4 }}
    >
      <Typography id="settings-audit-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {t('settings.audit.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('settings.audit.subtitle')}
      </Typography>
      {content}
    </Paper>
  );
}
