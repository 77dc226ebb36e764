import { Box, Container, Portal, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import TelegramIcon from '@mui/icons-material/Telegram';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../../components/toast.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BotTab } from '../components/bot-tab.tsx';
import { HistoryTab } from '../components/history-tab.tsx';
import { PreferencesTab } from '../components/preferences-tab.tsx';
import { LinkOfferDialog } from '../components/link-offer-dialog.tsx';
import { useLinkOfferFromAddress } from '../hooks/use-link-offer.ts';
import { useChoiceParam } from '../hooks/use-search-param.ts';

const TABS = ['settings', 'bot', 'history'] as const;
type NotificationsTab = (typeof TABS)[number];

const ICONS: Record<NotificationsTab, ReactElement> = {
  settings: <TuneIcon />,
  bot: <TelegramIcon />,
  history: <HistoryIcon />,
};

/** The history's page belongs to the history: another tab starts it again from the first page. */
const RESET_ON_TAB_CHANGE = ['page'] as const;

const tabId = (tab: NotificationsTab) => `notifications-tab-${tab}`;
const panelId = (tab: NotificationsTab) => `notifications-panel-${tab}`;

/**
 * /notifications: keyword alerts in three tabs kept in the address (`?tab=bot`,
 * `?tab=history`; the settings are the default). Results of every action show in one 6 s snackbar.
 * `emailNotice` is the auth feature's word on an address not confirmed yet (app/notification-slots.tsx).
 */
export function NotificationsPage({ emailNotice }: { emailNotice?: ReactNode } = {}) {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useChoiceParam<NotificationsTab>('tab', TABS, RESET_ON_TAB_CHANGE);
  const { toast, showToast, closeToast } = useToast();
  const theme = useTheme();
  // A third of a phone's width: the icon goes above the label so 'Telegram-бот' stays on one line.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const linkOffer = useLinkOfferFromAddress(showToast, 'bot');
  useDocumentTitle(`${t(`tabs.${tab}`)} — ${t('title')}`);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.1rem' }, mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      {emailNotice}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: NotificationsTab) => setTab(next)}
          aria-label={t('tabs.label')}
          variant="fullWidth"
          sx={{ maxWidth: 640 }}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`tabs.${key}`)}
              icon={ICONS[key]}
              iconPosition={narrow ? 'top' : 'start'}
              id={tabId(key)}
              aria-controls={panelId(key)}
              sx={{
                minHeight: 56,
                px: { xs: 0.5, sm: 2 },
                whiteSpace: 'nowrap',
                fontSize: { xs: '0.8rem', sm: '0.875rem' },
              }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'settings' && <PreferencesTab onResult={showToast} />}
        {tab === 'bot' && <BotTab onResult={showToast} linking={linkOffer.loading} />}
        {tab === 'history' && <HistoryTab />}
      </Box>
      <LinkOfferDialog state={linkOffer} />
      {/*
        In a portal of its own: a result shown while a dialog is open (the copied token) is mounted after the
        dialog hid the page from assistive technology, so it is still announced and can be closed.
      */}
      <Portal>
        <Toast toast={toast} onClose={closeToast} />
      </Portal>
    </Container>
  );
}
