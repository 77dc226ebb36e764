import type { ReactNode } from 'react';
import { Box, Card, Chip, Typography } from '@mui/material';
import type { User } from '@raritet/contracts/auth';
import { isAdminRole } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The end of the running period, wherever the user record carries it. */
function validUntil(user: User): string | null {
  return user.currentSubscription?.endDate ?? user.subscription?.endDate ?? user.subscriptionExpiryDate;
}

/** E-mail, role chip, subscription chip 'Активна'/'Отсутствует', valid until, registered. */
export function UserDataCard({ user }: { user: User }) {
  const { t } = useTranslation('member');
  const admin = isAdminRole(user.role);
  const until = formatDate(validUntil(user));
  const registered = formatDate(user.registrationDate);
  const plan = user.currentSubscription?.subscriptionPlan.name;

  return (
    <Card component="section" aria-labelledby="profile-user-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="profile-user-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.user.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Field label={t('profile.user.email')}>
          <Typography sx={{ fontWeight: 600 }}>{user.email}</Typography>
        </Field>
        <Field label={t('profile.user.role')}>
          <Chip
            size="small"
            label={t(admin ? 'profile.user.roles.Admin' : 'profile.user.roles.User')}
            color={admin ? 'primary' : 'default'}
            variant={admin ? 'filled' : 'outlined'}
          />
        </Field>
        <Field label={t('profile.user.subscription')}>
          <Chip
            size="small"
            label={t(user.hasSubscription ? 'profile.user.subscriptionActive' : 'profile.user.subscriptionNone')}
            color={user.hasSubscription ? 'success' : 'default'}
            variant={user.hasSubscription ? 'filled' : 'outlined'}
          />
          {user.hasSubscription && plan !== undefined && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
              {plan}
            </Typography>
          )}
        </Field>
        <Field label={t('profile.user.validUntil')}>
          <Typography>{until === '' ? t('profile.user.notSet') : until}</Typography>
        </Field>
        <Field label={t('profile.user.registered')}>
          <Typography>{registered === '' ? t('profile.user.notSet') : registered}</Typography>
        </Field>
      </Box>
    </Card>
  );
}
