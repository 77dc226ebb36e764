import { useEffect, useState } from 'react';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSubscriptionReturnTarget, readSubscriptionReturnTarget } from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { mySubscriptionsQueryKey, useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { usePlans } from '../api/get-plans.ts';
import { useSubscriptionStatus } from '../api/check-status.ts';
import { BenefitCards } from '../components/benefit-cards.tsx';
import { CurrentSubscriptionCard } from '../components/current-subscription-card.tsx';
import { PlansSection } from '../components/plans-section.tsx';
import { SubscriptionFaq } from '../components/subscription-faq.tsx';
import { Toast, useToast } from '../../../components/toast.tsx';
import { useChoosePlan } from '../hooks/use-choose-plan.ts';
import { currentSubscriptionView } from '../lib/subscription-view.ts';

/** Once the subscription is active, go back (once) to where the visitor was. */
function useReturnWhenActive(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const target = readSubscriptionReturnTarget();
    if (target === null) return;
    clearSubscriptionReturnTarget();
    if (target !== '/subscription') void navigate(target, { replace: true });
  }, [active, navigate]);
}

export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('page.title'));
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { toast, showToast, closeToast } = useToast();

  const plansQuery = usePlans();
  const statusQuery = useSubscriptionStatus();
  const historyQuery = useMySubscriptions();
  const { choosePlan, pendingPlanId } = useChoosePlan((reason) =>
    showToast({ text: reason ?? t('plans.subscribeFailed'), severity: 'error' }),
  );

  const view = currentSubscriptionView(statusQuery.data, historyQuery.data);
  useReturnWhenActive(statusQuery.data?.activeSubscription != null);

  const planId = view?.subscription.subscriptionPlanId;
  const plan = plansQuery.data?.find((item) => item.id === planId);
  const userPlan = user?.currentSubscription;
  let requestLimit: number | null | undefined = plan?.monthlyRequestLimit;
  if (requestLimit === undefined && userPlan != null && userPlan.subscriptionPlanId === planId) {
    requestLimit = userPlan.subscriptionPlan.monthlyRequestLimit;
  }

  const [refreshing, setRefreshing] = useState(false);

  async function handleRefresh() {
    setRefreshing(true);
    const result = await statusQuery.refetch();
    setRefreshing(false);
    if (result.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: mySubscriptionsQueryKey });
      showToast({ text: t('current.refreshed'), severity: 'success' });
    }
  }

  function handleRetryStatus() {
    void statusQuery.refetch();
    if (historyQuery.isError) void historyQuery.refetch();
  }

  function handleCancelled() {
    showToast({ text: t('cancelDialog.success'), severity: 'success' });
  }

  function handleRetryPlans() {
    void plansQuery.refetch();
  }

  const statusFailed = statusQuery.isError || historyQuery.isError;
  const loading = statusQuery.isPending || historyQuery.isPending;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('page.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 3, md: 4 }, maxWidth: 760 }}>
        {t('page.intro')}
      </Typography>
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Stack spacing={2}>
          {statusFailed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={handleRetryStatus} disabled={statusQuery.isFetching}>
                  {t('current.retry')}
                </Button>
              }
            >
              {statusQuery.isError ? t('current.statusFailed') : t('current.historyFailed')}
            </Alert>
          )}
          <CurrentSubscriptionCard
            view={view}
            loading={loading}
            unknown={statusQuery.data === undefined}
            requestLimit={requestLimit}
            refreshing={refreshing}
            onRefresh={() => void handleRefresh()}
            onCancelled={handleCancelled}
          />
        </Stack>
        <BenefitCards />
        <PlansSection
          plans={plansQuery.data}
          loading={plansQuery.isPending}
          failed={plansQuery.isError}
          onRetry={handleRetryPlans}
          current={view}
          pendingPlanId={pendingPlanId}
          onChoose={choosePlan}
        />
        <SubscriptionFaq />
      </Stack>
      <Toast toast={toast} onClose={closeToast} />
    </Container>
  );
}
