import { Box, Typography } from '@mui/material';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';

interface FigureProps {
  label: string;
  value: string;
  hint?: string;
  emphasis?: boolean;
  testId: string;
}

function Figure({ label, value, hint, emphasis = false, testId }: FigureProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }} data-testid={testId}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            fontSize: emphasis ? { xs: '1.25rem', sm: '1.4rem' } : { xs: '1.05rem', sm: '1.15rem' },
            color: emphasis ? 'primary.main' : 'text.primary',
            lineHeight: 1.3,
          }}
        >
          {value}
        </Typography>
        {hint !== undefined && (
          <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const price = (value: number | null) => (value === null ? '—' : formatPrice(value));

/**
 * The four figures of a price statistic: the median, the middle half (25th to 75th percentile), the lowest and
 * the highest final price.
 */
export function PriceFigures({ stats }: { stats: PriceStatistics }) {
  const { t } = useTranslation('prices');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, auto))' },
        justifyContent: { sm: 'start' },
        columnGap: { xs: 2, sm: 4, md: 6 },
        rowGap: 1.5,
      }}
    >
      <Figure label={t('stats.median')} value={price(stats.median)} emphasis testId="stats-median" />
      <Figure
        label={t('stats.middleHalf')}
        value={t('stats.between', { from: price(stats.p25), to: price(stats.p75) })}
        hint={t('stats.middleHalfHint')}
        testId="stats-middle-half"
      />
      <Figure label={t('stats.min')} value={price(stats.min)} testId="stats-min" />
      <Figure label={t('stats.max')} value={price(stats.max)} testId="stats-max" />
    </Box>
  );
}
