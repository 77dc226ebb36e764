import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { drawnState } from '../lib/drawn-state.ts';
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

/** The browser's cache, holding from the start the answers a page drawn on the server was drawn from. */
function createBrowserQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const drawn = drawnState();
  if (drawn !== null) hydrate(queryClient, drawn.queries);
  return queryClient;
}

interface ProvidersProps {
  children: ReactNode;
  /** The server's cache of one request's answers (src/server-render.tsx); a browser makes its own. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createBrowserQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionProvider>{children}</SessionProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
