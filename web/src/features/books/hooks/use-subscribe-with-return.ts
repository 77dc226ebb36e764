import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberSubscriptionReturnTarget } from '../../../lib/return-target.ts';

/**
 * The subscribe prompt remembers where the user is and opens /subscription; once the
 * subscription is active the subscription page sends them back here.
 */
export function useSubscribeWithReturn(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    rememberSubscriptionReturnTarget(`${location.pathname}${location.search}`);
    void navigate('/subscription');
  }, [location.pathname, location.search, navigate]);
}
