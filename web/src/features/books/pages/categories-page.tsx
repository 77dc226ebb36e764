import { useDeferredValue, useState } from 'react';
import { Alert, Box, Container, InputAdornment, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../../../lib/categories.ts';
import { CategoryCard } from '../components/category-card.tsx';
import { PageBreadcrumbs } from '../components/page-breadcrumbs.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Folds case and 'ё' so "ежегодник" finds "Ежегодники" and "Ёлочные игрушки" alike. */
function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/** /categories: the catalogue of categories (public). */
export function CategoriesPage() {
  const { t } = useTranslation('archive');
  useDocumentTitle(t('categories.title'));
  const query = useCategories();
  const [filter, setFilter] = useState('');
  const deferredFilter = fold(useDeferredValue(filter).trim());

  let content;
  if (query.isPending) {
    content = (
      <Box sx={grid} role="status" aria-label={t('categories.loading')}>
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={120} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('categories.retry')}>
        {t('categories.loadFailed')}
      </RetryAlert>
    );
  } else {
    const sorted = [...query.data].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
    const shown =
      deferredFilter === '' ? sorted : sorted.filter((category) => fold(category.name).includes(deferredFilter));
    content =
      shown.length === 0 ? (
        <Alert severity="info">{query.data.length === 0 ? t('categories.empty') : t('categories.noMatch')}</Alert>
      ) : (
        <Box component="ul" sx={grid}>
          {shown.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </Box>
      );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageBreadcrumbs links={[{ label: t('breadcrumbs.home'), to: '/' }]} current={t('breadcrumbs.catalogue')} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h1">{t('categories.title')}</Typography>
          <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 640 }}>
            {t('categories.intro')}
          </Typography>
        </Box>
        {query.isSuccess && query.data.length > 0 && (
          <TextField
            id="categories-filter"
            label={t('categories.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            size="small"
            sx={{ maxWidth: { md: 320 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Stack>
      {content}
    </Container>
  );
}
