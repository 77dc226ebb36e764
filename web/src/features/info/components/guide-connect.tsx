import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { infoTextValues } from '../lib/links.ts';
import { asGuideSteps } from '../lib/translated-lists.ts';
import { GuideSteps } from './guide-steps.tsx';
import { InfoSection } from './info-section.tsx';

/** The two ways to link Telegram: a token from the site, or /start in the bot and the link it sends back. */
export function GuideConnect({ id }: { id: string }) {
  const { t } = useTranslation('info');
  const fromSite = asGuideSteps(t('guide.connect.way1.steps', { returnObjects: true, ...infoTextValues }));
  const fromBot = asGuideSteps(t('guide.connect.way2.steps', { returnObjects: true, ...infoTextValues }));

  return (
    <InfoSection id={id} title={t('guide.connect.title')}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('guide.connect.intro')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideSteps title={t('guide.connect.way1.title')} steps={fromSite} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideSteps title={t('guide.connect.way2.title')} steps={fromBot} />
        </Grid>
      </Grid>
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t('guide.connect.tip')}
      </Alert>
    </InfoSection>
  );
}
