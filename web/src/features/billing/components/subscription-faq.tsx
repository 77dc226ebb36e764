import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SUPPORT_EMAIL } from '@raritet/contracts/support';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const QUESTIONS = ['payment', 'access', 'cancel', 'limit', 'change', 'refund'] as const;

export function SubscriptionFaq() {
  const { t } = useTranslation('billing');
  return (
    <Box component="section" aria-labelledby="subscription-faq-title">
      <Typography id="subscription-faq-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('faq.title')}
      </Typography>
      {QUESTIONS.map((key) => (
        <Accordion key={key} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`subscription-faq-${key}-question`}
            aria-controls={`subscription-faq-${key}-answer`}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(`faq.items.${key}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>
              <Trans
                t={t}
                i18nKey={`faq.items.${key}.answer`}
                values={{ email: SUPPORT_EMAIL }}
                components={{ terms: <Link component={RouterLink} to="/terms" /> }}
              />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
