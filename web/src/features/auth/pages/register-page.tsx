import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { status, logIn } = useSession();
  useDocumentTitle(t('register.title'));

  if (status === 'loading') return <LoadingScreen />;
  // A successful registration logs the user in, which lands here and goes home.
  if (status === 'authenticated') return <Navigate to="/" replace />;

  return (
    <FormCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm onRegistered={logIn} />
    </FormCard>
  );
}
