import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { PREFERENCES_PER_USER_MAX, type NotificationPreference } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import type { ToastMessage } from '../../../components/toast.tsx';
import { useCategoryNames } from '../../../lib/categories.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeletePreference } from '../api/delete-preference.ts';
import { useBotStatus } from '../api/get-bot-status.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { displayKeywords } from '../lib/preference-values.ts';
import { PreferenceCard } from './preference-card.tsx';
import { PreferenceFormDialog } from './preference-form-dialog.tsx';

interface EditorState {
  preference: NotificationPreference | null;
  /** A new key per opening, so the form starts afresh. */
  key: number;
}

const EMPTY_NAMES: ReadonlyMap<number, string> = new Map();

/** The Settings tab: the user's preference cards with create, edit, switch on/off and delete. */
export function PreferencesTab({ onResult }: { onResult: (message: ToastMessage) => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const query = usePreferences();
  const status = useBotStatus();
  const categoryNames = useCategoryNames(true);
  const deletion = useDeletePreference();
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [deleting, setDeleting] = useState<NotificationPreference | null>(null);
  const botLinked = status.data?.isConnected ?? false;
  const count = query.data?.length ?? 0;
  const atLimit = count >= PREFERENCES_PER_USER_MAX;
  // The bot option and the default method depend on the status: wait for it (or its failure) first.
  const canCreate = query.isSuccess && !atLimit && !status.isPending;

  function openEditor(preference: NotificationPreference | null) {
    setEditor({ preference, key: Date.now() });
  }

  function handleDelete() {
    if (deleting === null) return;
    deletion.mutate(deleting.id, {
      onSuccess: (result) => {
        onResult({ text: result.message, severity: 'success' });
        setDeleting(null);
      },
      onError: (error) => onResult({ text: errorMessage(error, t, t('preferences.deleteFailed')), severity: 'error' }),
    });
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)} disabled={!canCreate}>
      {t('preferences.create')}
    </Button>
  );

  let content;
  if (query.isPending) content = <PreferencesSkeleton />;
  else if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('retry')}>
        {errorMessage(query.error, t, t('preferences.loadFailed'))}
      </RetryAlert>
    );
  } else if (query.data.length === 0) content = <PreferencesEmpty action={addButton} />;
  else {
    content = (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {query.data.map((preference) => (
          <Box component="li" key={preference.id}>
            <PreferenceCard
              preference={preference}
              categoryNames={categoryNames.data ?? EMPTY_NAMES}
              botLinked={botLinked}
              onEdit={() => openEditor(preference)}
              onDelete={() => setDeleting(preference)}
              onResult={onResult}
            />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {t('preferences.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {query.isSuccess && count > 0
              ? t('preferences.count', { count, max: PREFERENCES_PER_USER_MAX })
              : t('preferences.subtitle')}
          </Typography>
        </Box>
        {query.isSuccess && count > 0 && <Box sx={{ flexShrink: 0 }}>{addButton}</Box>}
      </Stack>
      {atLimit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('preferences.limitReached', { max: PREFERENCES_PER_USER_MAX })}
        </Alert>
      )}
      {content}
      {editor !== null && (
        <PreferenceFormDialog
          key={editor.key}
          open
          preference={editor.preference}
          botLinked={botLinked}
          onClose={() => setEditor(null)}
          onResult={onResult}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('preferences.deleteTitle')}
        text={t('preferences.deleteText', {
          keywords: deleting === null ? '' : displayKeywords(deleting.keywords) || t('preferences.noKeywords'),
        })}
        cancelLabel={t('preferences.cancel')}
        confirmLabel={t('preferences.deleteConfirm')}
        pendingLabel={t('preferences.deleting')}
        pending={deletion.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      />
    </Box>
  );
}

function PreferencesEmpty({ action }: { action: ReactNode }) {
  const { t } = useTranslation('notifications');
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }}>
        <NotificationsNoneOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.light', mb: 1 }} />
        <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('preferences.empty')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
          {t('preferences.emptyHint')}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

function PreferencesSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <Box
      role="status"
      aria-label={t('preferences.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {[0, 1].map((index) => (
        <Card key={index} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '60%' }} />
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <Skeleton variant="rounded" width={90} height={24} />
            <Skeleton variant="rounded" width={90} height={24} />
          </Stack>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="70%" />
        </Card>
      ))}
    </Box>
  );
}
