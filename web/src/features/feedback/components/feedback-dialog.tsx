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
import { FEEDBACK_MAX_LENGTH, FeedbackFormValues } from '@raritet/contracts/archive';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendFeedback } from '../api/send-feedback.ts';

const feedbackResolver = formResolver(FeedbackFormValues);

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the message (201) with its thank-you text; the dialog has closed. */
  onSent: (serverText: string | null) => void;
}

/** The home page's feedback dialog: the message goes to the operators' list (POST /feedback). */
export function FeedbackDialog({ open, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation(['archive', 'errors']);
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
  } = useForm<FeedbackFormValues>({ resolver: feedbackResolver, defaultValues: { message: '', email: '' } });

  function handleClose() {
    if (sendMutation.isPending) return;
    sendMutation.reset();
    onClose();
  }

  function handleValid(values: FeedbackFormValues) {
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
  const messageError = formErrorText(t, errors.message, { max: FEEDBACK_MAX_LENGTH });
  const emailError = formErrorText(t, errors.email);

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
            helperText={messageError}
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
              helperText={emailError ?? t('feedback.emailHint')}
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
