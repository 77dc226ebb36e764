import { Suspense, useState } from 'react';
import { Button, Paper, Typography, Box } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../../components/toast.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';

const FeedbackDialog = lazyComponent(() => import('./feedback-dialog.tsx'), 'FeedbackDialog');

/** "Questions or ideas? Write to us": opens the feedback dialog; a 6-second toast thanks the sender. */
export function FeedbackSection() {
  const { t } = useTranslation('archive');
  const [open, setOpen] = useState(false);
  // The dialog's code loads on the first open and stays mounted after it, so closing still animates.
  const [opened, setOpened] = useState(false);
  const { toast, showToast, closeToast } = useToast();

  function handleOpen() {
    setOpened(true);
    setOpen(true);
  }

  function handleSent(serverText: string | null) {
    showToast({ text: serverText ?? t('feedback.sent'), severity: 'success' });
  }

  return (
    <Paper
      component="section"
      aria-labelledby="feedback-section-title"
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
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ForumOutlinedIcon aria-hidden color="secondary" sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }} />
        <Box>
          <Typography id="feedback-section-title" variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
            {t('feedback.sectionTitle')}
          </Typography>
          <Typography color="textSecondary">{t('feedback.sectionText')}</Typography>
        </Box>
      </Box>
      <Button variant="outlined" size="large" onClick={handleOpen} sx={{ flexShrink: 0 }}>
        {t('feedback.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} onSent={handleSent} />
        </Suspense>
      )}
      <Toast toast={toast} onClose={closeToast} />
    </Paper>
  );
}
