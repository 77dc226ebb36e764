import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen.tsx';
import type { FromState } from '../lib/return-target.ts';
import { useSession } from '../lib/session.ts';

interface RequireAuthProps {
  /**
   * A query parameter that is itself the credential (the one-time setup token of /initial-setup):
   * when present the page renders without a login; when absent the usual guard applies.
   */
  bypassWithSearchParam?: string;
}

export function RequireAuth({ bypassWithSearchParam }: RequireAuthProps) {
  const { status, lastLogout } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  if (bypassWithSearchParam !== undefined && (searchParams.get(bypassWithSearchParam) ?? '') !== '') {
    return <Outlet />;
  }
  if (status === 'loading') return <LoadingScreen />;
  // Logging out on a guarded page is not a reason to ask for a login again.
  if (status === 'guest' && lastLogout === 'user') return <Navigate to="/" replace />;
  if (status === 'guest') {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
