import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  Paper,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../../../lib/format.ts';
import type { PlanListProps } from './plan-actions.ts';
import { ActiveChip, RecommendedChip } from './plan-chips.tsx';

/** Wide screens: one row per plan, in the order given (price ascending). */
export function PlansTable({ plans, onEdit, onDelete }: PlanListProps) {
  const { t } = useTranslation('admin');

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('plans.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('plans.columns.name')}</TableCell>
            <TableCell align="right">{t('plans.columns.monthlyPrice')}</TableCell>
            <TableCell align="right">{t('plans.columns.yearlyPrice')}</TableCell>
            <TableCell align="right">{t('plans.columns.limit')}</TableCell>
            <TableCell>{t('plans.columns.description')}</TableCell>
            <TableCell>{t('plans.columns.status')}</TableCell>
            <TableCell align="right">{t('plans.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} hover>
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
                  <RecommendedChip plan={plan} />
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(plan.monthlyPrice)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(plan.yearlyPrice)}
              </TableCell>
              <TableCell align="right">{formatNumber(plan.monthlyRequestLimit)}</TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                {plan.description === '' ? (
                  <Typography variant="body2" color="textSecondary">
                    {t('plans.noDescription')}
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {plan.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <ActiveChip plan={plan} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('plans.edit')}>
                  <IconButton aria-label={t('plans.editLabel', { name: plan.name })} onClick={() => onEdit(plan)}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('plans.delete')}>
                  <IconButton
                    aria-label={t('plans.deleteLabel', { name: plan.name })}
                    color="error"
                    onClick={() => onDelete(plan)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
