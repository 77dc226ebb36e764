import { Alert, AlertTitle, Button } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useSubscribeWithReturn } from '../hooks/use-subscribe-with-return.ts';

interface SubscribersOnlyNoticeProps {
  /** Overrides the default title ("prices and dates are for subscribers"). */
  title?: string;
  /** Overrides the default text ("prices, dates and photos are for subscribers"). */
  text?: string;
}

/**
 * Where the server hid price or date, a notice with a subscribe button that remembers the
 * current address (return target) and opens /subscription.
 */
export function SubscribersOnlyNotice({ title, text }: SubscribersOnlyNoticeProps) {
  const { t } = useTranslation('archive');
  const handleSubscribe = useSubscribeWithReturn();
  return (
    <Alert
      severity="info"
      icon={<LockOutlinedIcon aria-hidden />}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={handleSubscribe} sx={{ whiteSpace: 'nowrap' }}>
          {t('subscribe.button')}
        </Button>
      }
      sx={{
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: '0 1 auto' } },
        // On a phone the button goes under the text and starts where the text starts (past the icon).
        '& .MuiAlert-action': {
          pt: 0,
          pb: { xs: 1, sm: 0 },
          pl: { xs: 0, sm: 2 },
          ml: { xs: 4.5, sm: 'auto' },
          width: { xs: '100%', sm: 'auto' },
        },
      }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>{title ?? t('subscribe.title')}</AlertTitle>
      {text ?? t('subscribe.text')}
    </Alert>
  );
}
