import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../../../lib/format.ts';
import type { PlanListProps } from './plan-actions.ts';
import { ActiveChip, RecommendedChip } from './plan-chips.tsx';

/** Narrow screens: one card per plan, in the order given (price ascending). */
export function PlanCards({ plans, onEdit, onDelete }: PlanListProps) {
  const { t } = useTranslation('admin');

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('plans.tableLabel')}>
      {plans.map((plan) => {
        const facts = [
          { label: t('plans.columns.monthlyPrice'), value: formatPrice(plan.monthlyPrice) },
          { label: t('plans.columns.yearlyPrice'), value: formatPrice(plan.yearlyPrice) },
          { label: t('plans.columns.limit'), value: formatNumber(plan.monthlyRequestLimit) },
        ];
        return (
          <Card component="li" key={plan.id}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere', mb: 1 }}>
                {plan.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
                <RecommendedChip plan={plan} />
                <ActiveChip plan={plan} />
              </Stack>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
              >
                {facts.map((fact) => (
                  <Box key={fact.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="textSecondary">
                      {fact.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                      {fact.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography
                variant="body2"
                color={plan.description === '' ? 'textSecondary' : 'textPrimary'}
                sx={{ mt: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {plan.description === '' ? t('plans.noDescription') : plan.description}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                startIcon={<EditOutlinedIcon />}
                aria-label={t('plans.editLabel', { name: plan.name })}
                onClick={() => onEdit(plan)}
              >
                {t('plans.edit')}
              </Button>
              <Button
                startIcon={<DeleteOutlineIcon />}
                color="error"
                aria-label={t('plans.deleteLabel', { name: plan.name })}
                onClick={() => onDelete(plan)}
              >
                {t('plans.delete')}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
