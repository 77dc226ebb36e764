import { useDeferredValue } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../lib/format.ts';
import { useCategories } from '../../../lib/categories.ts';
import { categorySearchPath } from '../../../lib/search-links.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';

/** How many of the busiest categories the home page lists; the catalogue has the rest. */
const HOME_CATEGORY_COUNT = 16;

/** The category list fetched on the home page; a failure shows 'API connection error' and a banner. */
export function HomeCategories() {
  const { t } = useTranslation('archive');
  const query = useCategories();
  // Drawn in a background render React can pause, like the recent sales (ADR 0036).
  const categories = useDeferredValue(query.data);

  let content;
  if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('categories.retry')}>
        <AlertTitle>{t('homeCategories.apiError')}</AlertTitle>
        {t('homeCategories.apiErrorText')}
      </RetryAlert>
    );
  } else if (categories === undefined) {
    content = (
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="status"
        aria-label={t('categories.loading')}
      >
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} variant="rounded" width={110 + (index % 4) * 30} height={32} />
        ))}
      </Stack>
    );
  } else if (categories.length === 0) {
    content = <Alert severity="info">{t('categories.empty')}</Alert>;
  } else {
    const top = [...categories].sort((a, b) => b.bookCount - a.bookCount).slice(0, HOME_CATEGORY_COUNT);
    content = (
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {top.map((category) => (
          <li key={category.id}>
            <Chip
              component={RouterLink}
              to={categorySearchPath(category.id)}
              clickable
              variant="outlined"
              label={`${category.name} · ${formatNumber(category.bookCount)}`}
              sx={{ bgcolor: 'background.paper', maxWidth: '100%' }}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="home-categories-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <Box>
          <Typography id="home-categories-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
            {t('homeCategories.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('homeCategories.subtitle')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/categories"
          endIcon={<ArrowForwardIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('homeCategories.all')}
        </Button>
      </Stack>
      {content}
    </Box>
  );
}
