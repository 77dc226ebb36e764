import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const FOOTER_LINKS = [
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/contacts', labelKey: 'footer.contacts' },
  { to: '/telegram-guide', labelKey: 'footer.telegramGuide' },
] as const;

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', md: 'center' },
        }}
      >
        <Stack
          component="nav"
          aria-label={t('footer.label')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="text.primary" underline="hover">
              {t(link.labelKey)}
            </Link>
          ))}
        </Stack>
        {/* The prerendered home page (web/scripts/prerender.mjs) was built in some year: this one may differ. */}
        <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
