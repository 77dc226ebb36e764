import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { ProfilePage } from './profile-page.tsx';

/** /user: without an id the user goes to their own profile. */
export function OwnProfileRedirect() {
  const { user } = useSession();
  // Without a user the profile page shows 'Идентификатор пользователя не указан'.
  if (user === null) return <ProfilePage />;
  return <Navigate to={`/user/${user.id}`} replace />;
}
