import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { RECOMMENDED_PLAN_NAME, type SubscriptionPlan } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import type { PlanButtonState } from '../lib/subscription-view.ts';

interface PlanCardProps {
  plan: SubscriptionPlan;
  buttonState: PlanButtonState;
  /** This plan's payment is being created (or the browser is on its way to the checkout). */
  pending: boolean;
  /** Another plan's payment is being created: one checkout at a time. */
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

const BUTTON_TEXT: Record<PlanButtonState, string> = {
  choose: 'plans.choose',
  current: 'plans.current',
  resume: 'plans.resume',
};

export function PlanCard({ plan, buttonState, pending, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const recommended = plan.name === RECOMMENDED_PLAN_NAME;
  const titleId = `plan-${plan.id}-title`;

  function handleChoose() {
    onChoose(plan);
  }

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderWidth: recommended ? 2 : 1,
        borderColor: recommended ? 'primary.main' : undefined,
      }}
    >
      {recommended && (
        <Chip
          label={t('plans.recommended')}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -12, left: 16, fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, pt: 3 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.35rem', overflowWrap: 'anywhere' }} gutterBottom>
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography component="span" variant="h2" color="primary" sx={{ fontSize: '2rem' }}>
            {formatPrice(plan.price)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {t('plans.perMonth')}
          </Typography>
        </Box>
        {plan.yearlyPrice !== plan.price && plan.yearlyPrice > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('plans.yearly', { price: formatPrice(plan.yearlyPrice) })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <CheckCircleOutlineIcon aria-hidden fontSize="small" color="success" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('plans.requestLimit', { limit: formatNumber(plan.monthlyRequestLimit) })}
          </Typography>
        </Stack>
        {plan.description.trim() !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {plan.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <PendingButton
          fullWidth
          size="large"
          variant={buttonState === 'current' ? 'outlined' : 'contained'}
          disabled={buttonState === 'current' || disabled}
          onClick={handleChoose}
          pending={pending}
          pendingLabel={t('plans.redirecting')}
          startIcon={buttonState === 'current' ? <CheckIcon aria-hidden /> : undefined}
        >
          {t(BUTTON_TEXT[buttonState])}
        </PendingButton>
      </CardActions>
    </Card>
  );
}
