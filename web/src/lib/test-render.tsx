import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { User } from '@raritet/contracts/auth';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n } from './i18n.ts';
import { SessionContext, type Session } from './session.ts';

/** An account as GET /auth/user answers it, with or without a running subscription. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'reader@example.com',
    role: 'User',
    registrationDate: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    hasSubscription: false,
    subscriptionType: null,
    subscriptionExpiryDate: null,
    subscription: null,
    currentSubscription: null,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The address the router shows now, for asserting what a control wrote there. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  user: User | null;
  /** The address the page opens at; `path` is its route pattern (params for useParams). */
  route?: string;
  path?: string;
}

/**
 * A component as the app shows it: the real texts (i18n), a fresh query cache without retries, a
 * session holding `user`, and a memory router at `route`.
 */
export function renderWithApp(ui: ReactElement, { user, route = '/', path = '*' }: RenderOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session: Session = {
    status: user === null ? 'guest' : 'authenticated',
    user,
    logIn: vi.fn(),
    logOut: vi.fn(),
    lastLogout: null,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path={path}
                element={
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
