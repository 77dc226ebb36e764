import type { Ref } from 'react';
import { Alert, Box, Button, IconButton, Skeleton, Stack, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface CaptchaFieldProps {
  imageUrl: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  field: Omit<UseFormRegisterReturn, 'ref'>;
  inputRef: Ref<HTMLInputElement>;
  errorText?: string;
}

const IMAGE_HEIGHT = 64;

export function CaptchaField({ imageUrl, loading, failed, onRefresh, field, inputRef, errorText }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');

  return (
    <Stack spacing={1.5}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRefresh}>
              {t('register.retryCaptcha')}
            </Button>
          }
        >
          {t('register.captchaFailed')}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              height: IMAGE_HEIGHT,
              minWidth: 160,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'common.white',
              display: 'flex',
              alignItems: 'center',
              opacity: loading && imageUrl !== null ? 0.5 : 1,
            }}
            aria-busy={loading}
          >
            {imageUrl === null ? (
              <Skeleton
                variant="rectangular"
                width={180}
                height={IMAGE_HEIGHT}
                role="status"
                aria-label={t('register.captchaLoading')}
              />
            ) : (
              <Box
                component="img"
                src={imageUrl}
                alt={t('register.captchaImageAlt')}
                sx={{ height: IMAGE_HEIGHT, width: 'auto', maxWidth: '100%', display: 'block' }}
              />
            )}
          </Box>
          <Tooltip title={t('register.refreshCaptcha')}>
            <span>
              <IconButton onClick={onRefresh} disabled={loading} aria-label={t('register.refreshCaptcha')}>
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
      <TextField
        {...field}
        inputRef={inputRef}
        id="register-captcha-code"
        label={t('register.captchaCode')}
        autoComplete="off"
        error={errorText !== undefined}
        helperText={errorText ?? t('register.captchaHint')}
        slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
      />
    </Stack>
  );
}
