import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { loginRedirectTarget } from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { status, logIn } = useSession();
  const location = useLocation();
  useDocumentTitle(t('register.title'));

  if (status === 'loading') return <LoadingScreen />;
  // A successful registration logs the user in and, like a login, returns them to the page the
  // access guard sent them away from (carried over from /login), else to a stored target, else home.
  if (status === 'authenticated') return <Navigate to={loginRedirectTarget(location.state)} replace />;

  return (
    <FormCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm onRegistered={logIn} />
    </FormCard>
  );
}
