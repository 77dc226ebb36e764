import { type BaseSyntheticEvent } from 'react';
import { Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { TELEGRAM_MESSAGE_MAX_LENGTH, TestSendFormValues } from '@raritet/contracts/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formErrorText, formResolver } from '../../../../lib/form-resolver.ts';
import { useSendTestMessage } from '../api/send-test-message.ts';
import { diagnosticsErrorText } from '../lib/diagnostics-error.ts';
import { DiagnosticsCard } from './diagnostics-card.tsx';
import type { ReportResult } from './messaging-bot-section.tsx';

const testSendResolver = formResolver(TestSendFormValues);

/** POST test-send {chatId, message}: both required ('Введите Chat ID и сообщение'). */
export function TestMessageCard({ onResult }: { onResult: ReportResult }) {
  const { t } = useTranslation(['admin', 'errors', 'common']);
  const send = useSendTestMessage();
  const { register, handleSubmit, formState } = useForm<
    TestSendFormValues,
    unknown,
    { chatId: string; message: string }
  >({
    resolver: testSendResolver,
    defaultValues: { chatId: '', message: t('telegram.testMessage.defaultText') },
  });

  function fieldProps(name: 'chatId' | 'message') {
    const { ref, ...rest } = register(name);
    const errorText = formErrorText(t, formState.errors[name]);
    return {
      ...rest,
      inputRef: ref,
      id: `telegram-test-${name}`,
      error: errorText !== undefined,
      helperText: errorText,
    };
  }

  function handleSend(body: { chatId: string; message: string }) {
    send.mutate(body, {
      onSuccess: (result) => onResult({ text: result.message, severity: 'success' }),
      onError: (error) => onResult({ text: diagnosticsErrorText(error, t), severity: 'error' }),
    });
  }

  function handleSubmitEvent(event: BaseSyntheticEvent) {
    void handleSubmit(handleSend)(event);
  }

  const chatId = fieldProps('chatId');
  return (
    <DiagnosticsCard
      id="telegram-test-message"
      title={t('telegram.testMessage.title')}
      subtitle={t('telegram.testMessage.subtitle')}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmitEvent}>
        <TextField
          {...chatId}
          helperText={chatId.helperText ?? t('telegram.testMessage.chatIdHint')}
          label={t('telegram.testMessage.chatId')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...fieldProps('message')}
          label={t('telegram.testMessage.message')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: TELEGRAM_MESSAGE_MAX_LENGTH } }}
        />
        <PendingButton
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          pending={send.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('telegram.testMessage.send')}
        </PendingButton>
      </Stack>
    </DiagnosticsCard>
  );
}
