import { Box, Button, Card, CardContent, Container, Paper, Stack, Typography } from '@mui/material';
import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SubscriptionStatusCard } from '../../features/billing/components/subscription-status-card.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Lives in app/ rather than a feature: the home page will compose several features (search, recent
// sales, the subscription card), and only app/ may import more than one feature.

const FACTS = ['records', 'years', 'price'] as const;

const FEATURES = [
  { key: 'archive', Icon: Inventory2OutlinedIcon },
  { key: 'compare', Icon: CompareArrowsOutlinedIcon },
  { key: 'alerts', Icon: NotificationsActiveOutlinedIcon },
] as const;

function Hero() {
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
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 }, textAlign: 'center' }}>
        <Typography variant="overline" color="secondary" sx={{ letterSpacing: 2, fontWeight: 700 }}>
          {t('hero.kicker')}
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, my: 1.5 }}>
          {t('hero.title')}
        </Typography>
        <Typography variant="h2" component="p" color="primary" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          {t('hero.subtitle')}
        </Typography>
        <Typography sx={{ mt: 3, fontSize: { md: '1.125rem' }, lineHeight: 1.7 }} color="text.secondary">
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
              <Typography variant="body2" color="text.secondary">
                {t(`facts.${fact}.label`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

function AccountPrompt() {
  const { t } = useTranslation('home');
  const { status, user } = useSession();

  if (status === 'loading') return null;

  if (user !== null) {
    // The subscription card says what the user's subscription gives and what to do about it.
    return (
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
          {t('welcome.title', { email: user.email })}
        </Typography>
        <SubscriptionStatusCard />
      </Stack>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
          {t('guest.title')}
        </Typography>
        <Typography color="text.secondary">{t('guest.text')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('guest.login')}
        </Button>
        <Button component={RouterLink} to="/register" variant="outlined" size="large">
          {t('guest.register')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Features() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-features-title">
      <Typography id="home-features-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('features.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} sx={{ height: '100%' }}>
            <CardContent>
              <Icon aria-hidden color="secondary" sx={{ fontSize: 36, mb: 1 }} />
              <Typography variant="h3" sx={{ fontSize: '1.2rem' }} gutterBottom>
                {t(`features.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`features.${key}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <AccountPrompt />
          <Features />
        </Stack>
      </Container>
    </>
  );
}
