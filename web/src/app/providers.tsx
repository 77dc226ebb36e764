import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { i18n } from '../lib/i18n.ts';
import { SessionProvider } from './session-provider.tsx';
import { theme } from './theme.ts';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on a retry; network failures and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

interface ProvidersProps {
  children: ReactNode;
  /** The browser's cache (app.tsx), or the server's for one request (src/entry-server.tsx). */
  queryClient: QueryClient;
  /** The server renders with an i18n instance of its own per request, which notes the namespaces read. */
  i18nInstance?: I18n;
}

export function Providers({ children, queryClient, i18nInstance = i18n }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18nInstance}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionProvider>{children}</SessionProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
