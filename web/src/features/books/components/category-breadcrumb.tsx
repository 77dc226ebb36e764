import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';

/** Home > Categories catalog > category name, with a back link to /categories. */
export function CategoryBreadcrumb({ categoryName }: { categoryName: string }) {
  const { t } = useTranslation('archive');
  return (
    <>
      <Button component={RouterLink} to="/categories" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1, ml: -1 }}>
        {t('categoryPage.back')}
      </Button>
      <PageBreadcrumbs
        links={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.categories'), to: '/categories' },
        ]}
        current={categoryName}
      />
    </>
  );
}
