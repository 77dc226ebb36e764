import { useCallback, useEffect, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CheckStatusResponse, Payment } from '@raritet/contracts/billing';
import { subscriptionStatusQueryOptions } from '../api/check-status.ts';
import { paymentQueryOptions } from '../api/get-payment.ts';
import { paymentOutcome, type PaymentOutcome } from '../lib/subscription-view.ts';

/** How often and how long the page re-checks a payment the provider has not confirmed yet. */
export const RECHECK_INTERVAL_MS = 3000;
export const RECHECK_WINDOW_MS = 30_000;

interface PaymentResultData {
  payment: Payment | null;
  paymentFailed: boolean;
  paymentError: unknown;
  status: CheckStatusResponse;
}

/**
 * Reads the payment first (the server re-reads it at the provider and activates a paid subscription,
 * so activation never waits for the provider's notification), then checks the subscription status.
 * A payment that cannot be read is not fatal: the status check may still show an active subscription.
 */
async function fetchPaymentResult(client: QueryClient, paymentId: number | null): Promise<PaymentResultData> {
  let payment: Payment | null = null;
  let paymentError: unknown = null;
  if (paymentId !== null) {
    try {
      payment = await client.fetchQuery({ ...paymentQueryOptions(paymentId), retry: false });
    } catch (error) {
      paymentError = error;
    }
  }
  const status = await client.fetchQuery(subscriptionStatusQueryOptions());
  return { payment, paymentFailed: paymentError !== null, paymentError, status };
}

export function usePaymentResult(paymentId: number | null, enabled: boolean) {
  // A new round (the page opening, or "check again") re-checks every 3 s for up to 30 s.
  const [round, setRound] = useState(0);
  const [rechecking, setRechecking] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setRechecking(false), RECHECK_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  const query = useQuery({
    queryKey: ['billing', 'payment-result', paymentId],
    queryFn: ({ client }) => fetchPaymentResult(client, paymentId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (current) => {
      const data = current.state.data;
      return rechecking && data !== undefined && paymentOutcome(data) === 'pending' ? RECHECK_INTERVAL_MS : false;
    },
  });

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setRound((value) => value + 1);
    setRechecking(true);
    void refetch();
  }, [refetch]);

  let outcome: PaymentOutcome | null = null;
  if (query.data !== undefined && !query.isError) outcome = paymentOutcome(query.data);
  else if (query.isError) outcome = 'error';

  return {
    outcome,
    payment: query.data?.payment ?? null,
    paymentError: query.data?.paymentError ?? null,
    activeSubscription: query.data?.status.activeSubscription ?? null,
    error: query.error,
    /** A check is running (the first one, a re-check, or a manual one). */
    checking: query.isFetching,
    /** Automatic re-checks still continue. */
    rechecking: rechecking && outcome === 'pending',
    checkAgain,
  };
}
