import { useState } from 'react';
import { Button, Paper, Typography, Box } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../../components/toast.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';

/** "Questions or ideas? Write to us": opens the feedback dialog; a 6-second toast thanks the sender. */
export function FeedbackSection() {
  const { t } = useTranslation('archive');
  const [open, setOpen] = useState(false);
  const { toast, showToast, closeToast } = useToast();

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
      <Button variant="outlined" size="large" onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {t('feedback.open')}
      </Button>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} onSent={handleSent} />
      <Toast toast={toast} onClose={closeToast} />
    </Paper>
  );
}
