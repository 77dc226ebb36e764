import { useEffect, useState } from 'react';
import type { SubscriptionPlan } from '@raritet/contracts/billing';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../../lib/api-error.ts';
import {
  readSubscriptionReturnTarget,
  rememberSubscriptionReturnTarget,
  type FromState,
} from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreatePayment } from '../api/create-payment.ts';

const SUBSCRIPTION_PATH = '/subscription';

/**
 * A visitor without a session goes to /login and comes back to /subscription;
 * a user gets a payment and the browser leaves for the provider's page (or the demo checkout).
 */
export function useChoosePlan(onFailure: (text: string | null) => void) {
  const { status } = useSession();
  const navigate = useNavigate();
  const createPaymentMutation = useCreatePayment();
  const { reset } = createPaymentMutation;
  const [leavingForPlanId, setLeavingForPlanId] = useState<number | null>(null);

  // Coming back with the browser's Back button may restore this page from the back/forward cache with
  // the button still "on its way to payment": make it usable again.
  useEffect(() => {
    function handlePageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      setLeavingForPlanId(null);
      reset();
    }
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [reset]);

  function choosePlan(plan: SubscriptionPlan) {
    if (status !== 'authenticated') {
      // A target stored by another page (a book the visitor wanted to see) wins over this one.
      if (readSubscriptionReturnTarget() === null) rememberSubscriptionReturnTarget(SUBSCRIPTION_PATH);
      const state: FromState = { from: SUBSCRIPTION_PATH };
      void navigate('/login', { state });
      return;
    }
    createPaymentMutation.mutate(plan.id, {
      onSuccess: ({ redirectUrl }) => {
        setLeavingForPlanId(plan.id);
        window.location.assign(redirectUrl);
      },
      // null: the caller shows its own "could not subscribe" text.
      onError: (error) => onFailure(serverMessage(error)),
    });
  }

  const pendingPlanId = createPaymentMutation.isPending ? (createPaymentMutation.variables ?? null) : leavingForPlanId;
  return { choosePlan, pendingPlanId };
}
