import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STEPS = ['find', 'compare', 'decide'] as const;

/** Marketing: the three steps from "I have a book" to "I know what it may fetch". */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-how-title">
      <Typography id="home-how-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('how.title')}
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {STEPS.map((step, index) => (
          <Stack component="li" key={step} direction="row" spacing={2}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontFamily: 'Georgia, serif',
                fontWeight: 700,
                fontSize: '1.2rem',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
                {t(`how.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`how.${step}.text`)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
