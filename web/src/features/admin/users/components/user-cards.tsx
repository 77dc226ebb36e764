import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { UserActions, type UserListProps } from './user-actions.tsx';
import { UserEmailLink } from './user-email-link.tsx';
import { PlanValue, RoleChip, UntilValue } from './user-values.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Below 768 px: one card per user; a tap on the card opens the user's profile. */
export function UserCards({ users, currentUserId, onOpen, onRoleChange, onAssignPlan }: UserListProps) {
  const { t } = useTranslation('admin');

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('users.tableLabel')}>
      {users.map((user) => (
        <Card component="li" key={user.id} variant="outlined">
          {/*
            A tap anywhere opens the profile, as a table row's click does, but the card is no button: it
            holds the e-mail link, and an interactive element inside another is lost to screen readers
            (axe nested-interactive). The link is the keyboard's and the screen reader's way in.
          */}
          <CardContent
            onClick={() => onOpen(user)}
            sx={{ pb: 1, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
          >
            <Box sx={{ mb: 1 }}>
              <UserEmailLink user={user} isCurrent={user.id === currentUserId} />
            </Box>
            <Box sx={{ mb: 1.5 }}>
              <RoleChip user={user} />
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              <Fact label={t('users.columns.registered')}>
                <Typography variant="body2">{formatDate(user.registrationDate) || t('users.notSet')}</Typography>
              </Fact>
              <Fact label={t('users.columns.plan')}>
                <PlanValue user={user} />
              </Fact>
              <Fact label={t('users.columns.until')}>
                <UntilValue user={user} />
              </Fact>
            </Box>
          </CardContent>
          <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0.5 }}>
            <UserActions
              user={user}
              currentUserId={currentUserId}
              onRoleChange={onRoleChange}
              onAssignPlan={onAssignPlan}
              justify="flex-start"
            />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
