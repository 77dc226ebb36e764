import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
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

/** Below 768 px (spec §2, §9): one card per user; a tap on the card opens the user's profile. */
export function UserCards({ users, currentUserId, onOpen, onRoleChange, onAssignPlan }: UserListProps) {
  const { t } = useTranslation('admin');

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('users.tableLabel')}>
      {users.map((user) => (
        <Card component="li" key={user.id} variant="outlined">
          {/* A div, not a button: the card holds a link, and a link inside a button is not allowed. */}
          <CardActionArea component="div" onClick={() => onOpen(user)}>
            <CardContent sx={{ pb: 1 }}>
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
          </CardActionArea>
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
