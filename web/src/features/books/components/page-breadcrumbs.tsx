import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface BreadcrumbLink {
  label: string;
  to: string;
}

interface PageBreadcrumbsProps {
  links: readonly BreadcrumbLink[];
  current: string;
}

/** Home > … > current page. */
export function PageBreadcrumbs({ links, current }: PageBreadcrumbsProps) {
  const { t } = useTranslation('archive');
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover" color="inherit">
          {link.label}
        </Link>
      ))}
      <Typography color="textPrimary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
