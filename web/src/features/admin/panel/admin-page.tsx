import { useMemo } from 'react';
import { Alert, Button, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AVAILABLE_SECTION_KEYS } from '../admin-sections.ts';
import { AdminAccessContext } from '../lib/admin-access-context.ts';
import { AccessDenied } from './access-denied.tsx';
import { AdminPanel } from './admin-panel.tsx';
import { resolveSectionKey, SECTION_PARAM, type AdminSectionKey } from './section-keys.ts';
import { useAdminAccess } from './use-admin-access.ts';

/** Route `/admin`: the access check, then the panel with the section named in the URL. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = resolveSectionKey(searchParams.get(SECTION_PARAM), AVAILABLE_SECTION_KEYS);
  const granted = access.state.status === 'granted';
  useDocumentTitle(granted ? `${t(`sections.${current}.title`)} — ${t('title')}` : t('title'));
  const { denyAccess } = access;
  const accessContext = useMemo(() => ({ denyAccess }), [denyAccess]);

  function handleSelect(key: AdminSectionKey) {
    // A new history entry per section, so the browser's back button returns to the previous one. The
    // other parameters belong to the section being left (the user list's page and search): dropped.
    setSearchParams({ [SECTION_PARAM]: key });
  }

  switch (access.state.status) {
    case 'checking':
      return <LoadingScreen />;
    case 'failed':
      return (
        <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={access.recheck} disabled={access.rechecking}>
                {t('access.retry')}
              </Button>
            }
          >
            {t('access.checkFailed')}
          </Alert>
        </Container>
      );
    case 'denied':
      return (
        <AccessDenied
          reason={access.state.reason}
          token={access.token}
          user={access.user}
          onRecheck={access.recheck}
          rechecking={access.rechecking}
        />
      );
    case 'granted':
      return (
        <AdminAccessContext value={accessContext}>
          <AdminPanel current={current} onSelect={handleSelect} />
        </AdminAccessContext>
      );
  }
}
