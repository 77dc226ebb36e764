import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const FACTS = ['records', 'years', 'price'] as const;

/** The home page's opening: the service in one line, the title search (passed in), three figures. */
export function HomeHero({ search }: { search: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'linear-gradient(180deg, rgba(107, 30, 42, 0.06), rgba(107, 30, 42, 0) 70%)',
      }}
    >
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 }, textAlign: 'center' }}>
        <Typography variant="overline" color="secondary" sx={{ letterSpacing: 2, fontWeight: 700 }}>
          {t('hero.kicker')}
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, my: 1 }}>
          {t('hero.title')}
        </Typography>
        <Typography variant="h2" component="p" color="primary" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          {t('hero.subtitle')}
        </Typography>
        <Box sx={{ mt: { xs: 3, md: 4 }, textAlign: 'left' }}>{search}</Box>
        <Typography sx={{ mt: 2, fontSize: { md: '1.075rem' }, lineHeight: 1.7 }} color="textSecondary">
          {t('hero.pitch')}
        </Typography>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 5 }}
          sx={{ justifyContent: 'center', listStyle: 'none', p: 0, m: 0, mt: 4 }}
        >
          {FACTS.map((fact) => (
            <Box component="li" key={fact}>
              <Typography variant="h3" component="p" color="primary">
                {t(`facts.${fact}.value`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`facts.${fact}.label`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
