import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ComparableEdition } from '@raritet/contracts/price-statistics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPrice } from '../../../../lib/book-values.ts';
import { formatNumber } from '../../../../lib/format.ts';

interface ComparableEditionsProps {
  editions: readonly ComparableEdition[];
  /** How many editions the work has in all (more than listed when the list was cut). */
  total: number;
}

/**
 * The other sales of the work by edition (year and publisher), each with how many sold and
 * their median, the book's own edition marked: a first edition and a Soviet reprint are not one price.
 * One small table at every width (four short columns fit 375 px; the publisher wraps).
 */
export function ComparableEditions({ editions, total }: ComparableEditionsProps) {
  const { t } = useTranslation('prices');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="comparable-editions" sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('comparables.editions.title')}
      </Typography>
      <Table
        size="small"
        aria-label={t('comparables.editions.tableLabel')}
        sx={{
          tableLayout: 'auto',
          '& th, & td': { px: { xs: 0.75, sm: 1.5 } },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 0.5, sm: 1 } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('comparables.editions.year')}</TableCell>
            <TableCell>{t('comparables.editions.publisher')}</TableCell>
            <TableCell align="right">{t('comparables.editions.count')}</TableCell>
            <TableCell align="right">{t('comparables.editions.median')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {editions.map((edition) => (
            <TableRow
              key={`${edition.year ?? ''}|${edition.publisher ?? ''}|${edition.own}`}
              data-testid={edition.own ? 'own-edition' : undefined}
              aria-current={edition.own ? 'true' : undefined}
              sx={edition.own ? { bgcolor: 'action.selected', '& td': { fontWeight: 600 } } : undefined}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', color: edition.year === null ? 'text.secondary' : undefined }}>
                {edition.year ?? t('comparables.editions.noYear')}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <Box component="span" sx={{ color: edition.publisher === null ? 'text.secondary' : undefined }}>
                  {edition.publisher ?? t('comparables.editions.noPublisher')}
                </Box>
                {edition.own && (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t('comparables.editions.own')}
                    sx={{ ml: 1, my: 0.25, fontWeight: 400 }}
                  />
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatNumber(edition.count)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: edition.median === null ? undefined : 'nowrap' }}
                data-testid="edition-median"
              >
                {edition.median === null ? (
                  <Typography component="span" variant="body2" color="textSecondary">
                    {t('comparables.editions.ownNone')}
                  </Typography>
                ) : (
                  displayPrice(edition.median, t)
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > editions.length && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('comparables.editions.shown', { shown: editions.length, total: formatNumber(total) })}
        </Typography>
      )}
    </Box>
  );
}
