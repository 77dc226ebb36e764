import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { loginRedirectTarget } from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { status, logIn, lastLogout } = useSession();
  const location = useLocation();
  useDocumentTitle(t('login.title'));

  if (status === 'loading') return <LoadingScreen />;
  // Covers both a fresh login and an already logged-in visitor opening /login.
  if (status === 'authenticated') return <Navigate to={loginRedirectTarget(location.state)} replace />;

  return (
    <FormCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm onLoggedIn={logIn} sessionExpired={lastLogout === 'expired'} />
    </FormCard>
  );
}
