import { Alert, Box, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { CategoryAnalysis } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';

/** How many categories, lots and favourites a deletion would remove. */
export function AnalysisSummary({ analysis, label }: { analysis: CategoryAnalysis; label: string }) {
  const { t } = useTranslation('admin');
  if (analysis.categoriesCount === 0) {
    return (
      <Alert severity="info" role="status" aria-label={label}>
        {t('categories.analysis.nothing')}
      </Alert>
    );
  }
  const facts = [
    { key: 'categories', value: analysis.categoriesCount },
    { key: 'books', value: analysis.booksCount },
    { key: 'favorites', value: analysis.favoritesCount },
  ] as const;
  return (
    <Alert severity="warning" icon={false} role="status" aria-label={label}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {t('categories.analysis.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}>
        {facts.map((fact) => (
          <Box key={fact.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`categories.analysis.${fact.key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
              {formatNumber(fact.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('categories.analysis.found', { names: quoteNames(analysis.categoryNames, t) })}
      </Typography>
    </Alert>
  );
}

/** «a», «b», «c» (“a”, “b”, “c” in English): names quoted the language's way. */
export function quoteNames(names: readonly string[], t: TFunction): string {
  return names.map((name) => t('admin:categories.quoted', { name })).join(', ');
}
