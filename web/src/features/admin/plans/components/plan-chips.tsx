import { Chip } from '@mui/material';
import { RECOMMENDED_PLAN_NAME, type SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';

export function RecommendedChip({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation('admin');
  if (plan.name !== RECOMMENDED_PLAN_NAME) return null;
  return <Chip label={t('plans.recommended')} color="secondary" size="small" />;
}

export function ActiveChip({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation('admin');
  return plan.isActive ? (
    <Chip label={t('plans.active')} color="success" size="small" variant="outlined" />
  ) : (
    <Chip label={t('plans.inactive')} size="small" variant="outlined" />
  );
}
