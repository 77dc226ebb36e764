import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL, SUPPORT_TELEGRAM } from '@raritet/contracts/support';
import { useTranslation } from 'react-i18next';
import { ContactChannelCard } from '../components/contact-channel-card.tsx';
import { ContactTopics } from '../components/contact-topics.tsx';
import { InfoLinkCard } from '../components/info-link-card.tsx';
import { supportMailto, supportTelegramUrl } from '../lib/links.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /contacts: how to reach support, about what, and how soon to expect a reply. */
export function ContactsPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('contacts.title'));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('contacts.title')}</Typography>
      <Typography variant="body1" color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {t('contacts.intro')}
      </Typography>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactChannelCard
            icon={<EmailOutlinedIcon />}
            title={t('contacts.email.title')}
            value={SUPPORT_EMAIL}
            href={supportMailto}
            text={t('contacts.email.text')}
            actionLabel={t('contacts.email.action')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactChannelCard
            icon={<TelegramIcon />}
            title={t('contacts.telegram.title')}
            value={SUPPORT_TELEGRAM}
            href={supportTelegramUrl}
            text={t('contacts.telegram.text')}
            actionLabel={t('contacts.telegram.action')}
            external
          />
        </Grid>
      </Grid>

      <Alert severity="info" icon={<ScheduleOutlinedIcon />} sx={{ mt: 3 }}>
        <AlertTitle>{t('contacts.replyTime.title')}</AlertTitle>
        {t('contacts.replyTime.text')}
      </Alert>

      <ContactTopics />

      <Box component="section" aria-labelledby="contacts-links" sx={{ mt: 5 }}>
        <Typography id="contacts-links" variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('contacts.links.title')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoLinkCard
              to="/telegram-guide"
              icon={<SmartToyOutlinedIcon />}
              title={t('contacts.links.guideTitle')}
              text={t('contacts.links.guideText')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoLinkCard
              to="/terms"
              icon={<DescriptionOutlinedIcon />}
              title={t('contacts.links.offerTitle')}
              text={t('contacts.links.offerText')}
            />
          </Grid>
        </Grid>
      </Box>
    </Container>
  );
}
