import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';

/** 'Book not found' when no data comes back (unknown or malformed id). */
export function BookNotFound() {
  const { t } = useTranslation('book');
  return (
    <NotFoundPage
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            {t('notFound.home')}
          </Button>
          <Button component={RouterLink} to="/categories" variant="outlined" size="large">
            {t('notFound.categories')}
          </Button>
        </>
      }
    />
  );
}
