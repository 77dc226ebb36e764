import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import { daysRemaining, isSubscriptionActive } from '@raritet/contracts/billing';
import type { User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePlans } from '../api/get-plans.ts';

/** "from 50 roubles a month", used until the plan list says otherwise. */
const ADVERTISED_MIN_PRICE = 50;

function ActiveCard({ user }: { user: User }) {
  const { t } = useTranslation('billing');
  const current = user.currentSubscription;
  const planName = current?.subscriptionPlan.name ?? user.subscriptionType ?? '';
  const endDate = current?.endDate ?? user.subscriptionExpiryDate ?? user.subscription?.endDate ?? null;

  return (
    <>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            {t('homeCard.title')}
          </Typography>
          <Chip label={t('homeCard.activeChip')} color="success" size="small" sx={{ fontWeight: 600 }} />
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {endDate === null
            ? t('homeCard.activeTextNoDate', { plan: planName })
            : t('homeCard.activeText', { plan: planName, date: formatDate(endDate) })}
        </Typography>
        {endDate !== null && (
          <Typography color="text.secondary">{t('homeCard.daysLeft', { count: daysRemaining(endDate) })}</Typography>
        )}
      </Box>
      <Button component={RouterLink} to="/subscription" variant="outlined" size="large" sx={{ flexShrink: 0 }}>
        {t('homeCard.manage')}
      </Button>
    </>
  );
}

function NoSubscriptionCard() {
  const { t } = useTranslation('billing');
  const plansQuery = usePlans();
  const minPrice = plansQuery.data?.[0]?.price ?? ADVERTISED_MIN_PRICE;

  return (
    <>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t('homeCard.noneTitle')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('homeCard.noneText', { price: formatPrice(minPrice) })}</Typography>
        <Typography color="text.secondary">{t('homeCard.noneHint')}</Typography>
      </Box>
      <Button component={RouterLink} to="/subscription" variant="contained" size="large" sx={{ flexShrink: 0 }}>
        {t('homeCard.subscribe')}
      </Button>
    </>
  );
}

/** The home page's subscription status for a logged-in user; guests see nothing of it. */
export function SubscriptionStatusCard() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  if (user === null) return null;

  // The user carries no subscription status of its own: its hasSubscription flag is the rule's answer.
  const active = isSubscriptionActive(user.currentSubscription, { hasSubscription: user.hasSubscription });

  return (
    <Paper
      component="section"
      aria-label={t('homeCard.title')}
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        alignItems: { md: 'center' },
        borderLeft: 4,
        borderLeftColor: active ? 'success.main' : 'primary.main',
      }}
    >
      <CardMembershipOutlinedIcon
        aria-hidden
        color="secondary"
        sx={{ fontSize: 44, display: { xs: 'none', sm: 'block' } }}
      />
      <Box
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          minWidth: 0,
        }}
      >
        {active ? <ActiveCard user={user} /> : <NoSubscriptionCard />}
      </Box>
    </Paper>
  );
}
