import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { useSettings } from '../api/get-settings.ts';
import { SettingsAudit } from './settings-audit.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SectionHeader } from '../../components/section-header.tsx';

/** Admin section `settings`. */
export function SettingsSection() {
  const { t } = useTranslation('admin');
  const settingsQuery = useSettings();
  useDenyAccessOnForbidden(settingsQuery.error);
  const settings = settingsQuery.data;

  let content;
  // A failed background refetch keeps the form (and what is typed in it) on screen.
  if (settings === undefined && settingsQuery.isError) {
    const error = settingsQuery.error;
    // Only what the server or the connection says: the line above already says the load failed.
    const detail = errorMessage(error, t, '');
    content = (
      <RetryAlert query={settingsQuery} retryLabel={t('settings.retry')}>
        <Typography sx={{ fontWeight: 600 }}>{t('settings.loadFailed')}</Typography>
        {detail !== '' && <Typography variant="body2">{detail}</Typography>}
      </RetryAlert>
    );
  } else if (settings === undefined) {
    content = (
      <Stack spacing={3} role="status" aria-live="polite" aria-label={t('settings.loading')}>
        {[0, 1, 2].map((group) => (
          <Skeleton key={group} variant="rounded" height={220} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <>
        <SettingsForm settings={settings} />
        <SettingsAudit />
      </>
    );
  }

  return (
    <Box>
      <SectionHeader title={t('sections.settings.title')} subtitle={t('settings.subtitle')} />
      {content}
    </Box>
  );
}
