import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BulletList } from '../components/bullet-list.tsx';
import { DocumentToc } from '../components/document-toc.tsx';
import { GuideAlertSettings } from '../components/guide-alert-settings.tsx';
import { GuideCommands } from '../components/guide-commands.tsx';
import { GuideConnect } from '../components/guide-connect.tsx';
import { GuideFaq } from '../components/guide-faq.tsx';
import { GuideHistory } from '../components/guide-history.tsx';
import { InfoSection } from '../components/info-section.tsx';
import { botUrl, infoTextValues } from '../lib/links.ts';
import { asStringList } from '../lib/translated-lists.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const TOC_ID = 'guide-contents';

/** Section anchors in reading order; the table of contents and the sections share them. */
const SECTION_IDS = {
  about: 'guide-about',
  prerequisites: 'guide-prerequisites',
  connect: 'guide-connect',
  commands: 'guide-commands',
  alerts: 'guide-alerts',
  history: 'guide-history',
  test: 'guide-test',
  disconnect: 'guide-disconnect',
  faq: 'guide-faq',
  privacy: 'guide-privacy',
} as const;

/** /telegram-guide: how to link @RaritetArchiveBot and get keyword alerts about new sales in Telegram. */
export function TelegramGuidePage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('guide.title'));

  const list = (key: 'guide.about.items' | 'guide.prerequisites.items' | 'guide.disconnect.paragraphs') =>
    asStringList(t(key, { returnObjects: true, ...infoTextValues }));
  const privacy = asStringList(t('guide.privacy.paragraphs', { returnObjects: true }));

  const toc = [
    { id: SECTION_IDS.about, label: t('guide.about.title') },
    { id: SECTION_IDS.prerequisites, label: t('guide.prerequisites.title') },
    { id: SECTION_IDS.connect, label: t('guide.connect.title') },
    { id: SECTION_IDS.commands, label: t('guide.commands.title') },
    { id: SECTION_IDS.alerts, label: t('guide.alerts.title') },
    { id: SECTION_IDS.history, label: t('guide.history.title') },
    { id: SECTION_IDS.test, label: t('guide.test.title') },
    { id: SECTION_IDS.disconnect, label: t('guide.disconnect.title') },
    { id: SECTION_IDS.faq, label: t('guide.faq.title') },
    { id: SECTION_IDS.privacy, label: t('guide.privacy.title') },
  ];

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('guide.title')}</Typography>
      <Typography variant="body1" sx={{ mt: 2 }}>
        {t('guide.intro', infoTextValues)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          startIcon={<TelegramIcon />}
          href={botUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('guide.openBot')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveOutlinedIcon />}
          component={RouterLink}
          to="/notifications"
        >
          {t('guide.openNotifications')}
        </Button>
      </Stack>

      <DocumentToc id={TOC_ID} items={toc} />

      <InfoSection id={SECTION_IDS.about} title={t('guide.about.title')}>
        <BulletList items={list('guide.about.items')} />
      </InfoSection>

      <InfoSection id={SECTION_IDS.prerequisites} title={t('guide.prerequisites.title')}>
        <BulletList items={list('guide.prerequisites.items')} />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="outlined" size="small" component={RouterLink} to="/login">
            {t('guide.prerequisites.login')}
          </Button>
          <Button variant="text" size="small" component={RouterLink} to="/register">
            {t('guide.prerequisites.register')}
          </Button>
        </Stack>
      </InfoSection>

      <GuideConnect id={SECTION_IDS.connect} />
      <GuideCommands id={SECTION_IDS.commands} />
      <GuideAlertSettings id={SECTION_IDS.alerts} />
      <GuideHistory id={SECTION_IDS.history} />

      <InfoSection id={SECTION_IDS.test} title={t('guide.test.title')}>
        <Typography variant="body1">{t('guide.test.text')}</Typography>
      </InfoSection>

      <InfoSection id={SECTION_IDS.disconnect} title={t('guide.disconnect.title')}>
        {list('guide.disconnect.paragraphs').map((paragraph) => (
          <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </InfoSection>

      <GuideFaq id={SECTION_IDS.faq} />

      <InfoSection id={SECTION_IDS.privacy} title={t('guide.privacy.title')}>
        {privacy.map((paragraph) => (
          <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Link component={RouterLink} to="/terms" underline="hover">
          {t('guide.privacy.offerLink')}
        </Link>
      </InfoSection>

      <Box sx={{ mt: 5 }}>
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/contacts">
              {t('guide.help.action')}
            </Button>
          }
        >
          {t('guide.help.text')}
        </Alert>
      </Box>
    </Container>
  );
}
