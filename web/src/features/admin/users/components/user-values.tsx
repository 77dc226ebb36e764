import { Chip, Typography } from '@mui/material';
import { isAdminRole, type User } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';

/** The end of the current period, wherever the user record carries it. */
export function subscriptionEnd(user: User): string | null {
  return user.currentSubscription?.endDate ?? user.subscription?.endDate ?? user.subscriptionExpiryDate;
}

/** The plan's name, or null: the running period's plan, or the last one that ended (see `hasSubscription`). */
export function planName(user: User): string | null {
  return user.currentSubscription?.subscriptionPlan.name ?? user.subscriptionType;
}

/** The role as a chip; a missing role reads '-'. */
export function RoleChip({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const admin = isAdminRole(user.role);
  const label = admin ? t('users.roles.Admin') : user.role ? t('users.roles.User') : t('users.roles.missing');
  return (
    <Chip size="small" label={label} color={admin ? 'primary' : 'default'} variant={admin ? 'filled' : 'outlined'} />
  );
}

/** The current plan: its name while it runs, "no subscription" otherwise. */
export function PlanValue({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const name = planName(user);
  if (!user.hasSubscription || name === null) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t('users.noPlan')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {name}
    </Typography>
  );
}

/** When the subscription ends, or when it ended (marked so); a dash when there never was one. */
export function UntilValue({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const date = formatDate(subscriptionEnd(user));
  if (date === '') return <Typography variant="body2">{t('users.notSet')}</Typography>;
  if (user.hasSubscription) return <Typography variant="body2">{date}</Typography>;
  return (
    <Typography variant="body2" color="textSecondary">
      {date} ({t('users.expired')})
    </Typography>
  );
}
