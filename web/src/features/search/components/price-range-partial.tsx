import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { PARTIAL_RESULT_TITLES, PRICE_PREVIEW_TITLES_MIN_RATIO } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useSubscribeWithReturn } from '../../books/hooks/use-subscribe-with-return.ts';

interface PriceRangePartialProps {
  totalFound: number;
  titles: readonly string[];
}

/**
 * A price-range search without a subscription shows only how many lots matched, two sample
 * titles (none for a narrow range) and a subscribe prompt that remembers this page.
 */
export function PriceRangePartial({ totalFound, titles }: PriceRangePartialProps) {
  const { t } = useTranslation('archive');
  const handleSubscribe = useSubscribeWithReturn();
  const samples = titles.slice(0, PARTIAL_RESULT_TITLES);

  return (
    <Card component="section" aria-labelledby="partial-title" sx={{ borderLeft: 4, borderLeftColor: 'primary.main' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="partial-title" variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
          {t('partial.found', { formatted: formatNumber(totalFound) })}
        </Typography>
        {samples.length === 0 && totalFound > 0 && (
          // Lots were found but none is named: the server names none for a narrow range (ADR 0013).
          <Typography color="textSecondary">
            {t('partial.narrowRange', { percent: Math.round((PRICE_PREVIEW_TITLES_MIN_RATIO - 1) * 100) })}
          </Typography>
        )}
        {samples.length > 0 && (
          <>
            <Typography color="textSecondary">{t('partial.samples')}</Typography>
            <Box component="ul" sx={{ my: 1.5, pl: 3 }}>
              {samples.map((title, index) => (
                <Typography component="li" key={index} sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
                  {title}
                </Typography>
              ))}
            </Box>
          </>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 2 }}
        >
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <LockOutlinedIcon aria-hidden color="secondary" />
            {t('partial.prompt')}
          </Typography>
          <Button variant="contained" size="large" onClick={handleSubscribe} sx={{ flexShrink: 0 }}>
            {t('subscribe.button')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
