import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { FEEDBACK_MAX_LENGTH } from '@raritet/contracts/archive';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendFeedback } from '../api/send-feedback.ts';

/** Messages are i18n keys of the archive namespace, translated when shown. */
const FeedbackValues = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'feedback.errors.messageRequired')
    .max(FEEDBACK_MAX_LENGTH, 'feedback.errors.messageTooLong'),
  email: z.union([z.literal(''), z.string().trim().max(254, 'feedback.errors.email').email('feedback.errors.email')]),
});
type FeedbackValues = z.infer<typeof FeedbackValues>;

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the message (201) with its thank-you text; the dialog has closed. */
  onSent: (serverText: string | null) => void;
}

/** The home page's feedback dialog: the message goes to the operators' list (POST /feedback). */
export function FeedbackDialog({ open, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation('archive');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { user } = useSession();
  const location = useLocation();
  const sendMutation = useSendFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackValues>({ resolver: zodResolver(FeedbackValues), defaultValues: { message: '', email: '' } });

  function handleClose() {
    if (sendMutation.isPending) return;
    sendMutation.reset();
    onClose();
  }

  function handleValid(values: FeedbackValues) {
    sendMutation.mutate(
      { message: values.message, email: user === null ? values.email : undefined, page: location.pathname },
      {
        onSuccess: (created) => {
          reset();
          sendMutation.reset();
          onClose();
          onSent(typeof created?.message === 'string' && created.message !== '' ? created.message : null);
        },
      },
    );
  }

  const pending = sendMutation.isPending;
  const messageError = errors.message?.message;
  const emailError = errors.email?.message;

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="feedback-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit(handleValid) } as object }}
    >
      <DialogTitle id="feedback-title">{t('feedback.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('feedback.intro')}</DialogContentText>
          {sendMutation.isError && (
            <Alert severity="error">{errorMessage(sendMutation.error, t, t('feedback.failed'))}</Alert>
          )}
          <TextField
            {...register('message')}
            id="feedback-message"
            label={t('feedback.message')}
            multiline
            minRows={4}
            maxRows={12}
            autoFocus
            required
            error={messageError !== undefined}
            helperText={messageError === undefined ? undefined : t(messageError, { max: FEEDBACK_MAX_LENGTH })}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
          />
          {user === null && (
            <TextField
              {...register('email')}
              id="feedback-email"
              label={t('feedback.email')}
              type="email"
              autoComplete="email"
              error={emailError !== undefined}
              helperText={emailError === undefined ? t('feedback.emailHint') : t(emailError)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={pending}>
          {t('feedback.cancel')}
        </Button>
        <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={t('feedback.sending')}>
          {t('feedback.send')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
