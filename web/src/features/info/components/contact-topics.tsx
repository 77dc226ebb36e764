import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asStringList } from '../lib/translated-lists.ts';

const TOPICS: { key: 'payments' | 'access' | 'data'; icon: ReactNode }[] = [
  { key: 'payments', icon: <PaymentOutlinedIcon /> },
  { key: 'access', icon: <LockOpenOutlinedIcon /> },
  { key: 'data', icon: <ReportProblemOutlinedIcon /> },
];

/** What to write to support about, and what to put in the message so the first reply can solve it. */
export function ContactTopics() {
  const { t } = useTranslation('info');
  const checklist = asStringList(t('contacts.checklist.items', { returnObjects: true }));

  return (
    <Box component="section" aria-labelledby="contacts-topics" sx={{ mt: 5 }}>
      <Typography id="contacts-topics" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('contacts.topics.title')}
      </Typography>
      <Grid container spacing={2}>
        {TOPICS.map((topic) => (
          <Grid key={topic.key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
                  {topic.icon}
                  <Typography variant="subtitle1" component="h3" color="textPrimary" sx={{ fontWeight: 600 }}>
                    {t(`contacts.topics.${topic.key}.title`)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {t(`contacts.topics.${topic.key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        {t('contacts.checklist.title')}
      </Typography>
      <Box component="ul" sx={{ mt: 1, pl: 3 }}>
        {checklist.map((item) => (
          <Typography key={item} component="li" variant="body1" sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
