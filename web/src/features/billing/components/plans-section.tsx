import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import type { SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { planButtonState, type CurrentSubscriptionView } from '../lib/subscription-view.ts';
import { PlanCard } from './plan-card.tsx';

interface PlansSectionProps {
  plans: SubscriptionPlan[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  current: CurrentSubscriptionView | null;
  /** The plan whose checkout is being opened, if any. */
  pendingPlanId: number | null;
  onChoose: (plan: SubscriptionPlan) => void;
}

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
  pt: 1.5,
} as const;

export function PlansSection(props: PlansSectionProps) {
  const { plans, loading, failed, onRetry, current, pendingPlanId, onChoose } = props;
  const { t } = useTranslation('billing');

  let content;
  if (loading) {
    content = (
      <Box sx={grid} role="status" aria-label={t('plans.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={280} />
        ))}
      </Box>
    );
  } else if (failed || plans === undefined) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('plans.retry')}
          </Button>
        }
      >
        {t('plans.failed')}
      </Alert>
    );
  } else if (plans.length === 0) {
    content = <Alert severity="info">{t('plans.empty')}</Alert>;
  } else {
    content = (
      <Box sx={grid}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            buttonState={planButtonState(plan.id, current)}
            pending={pendingPlanId === plan.id}
            disabled={pendingPlanId !== null}
            onChoose={onChoose}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="subscription-plans-title">
      <Typography id="subscription-plans-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
        {t('plans.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('plans.subtitle')}
      </Typography>
      {content}
    </Box>
  );
}
