// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSession, type Session } from '../lib/session.ts';
import { jsonResponse, testUser } from '../lib/test-render.tsx';
import { readSessionHint } from '../lib/session-hint.ts';
import { SessionProvider } from './session-provider.tsx';

const USER = testUser();

const fetchMock = vi.fn<typeof fetch>();
/** What the server answers to POST /api/auth/logout in the current test. */
let logoutAnswer: () => Promise<Response>;

function logoutCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/logout');
}

/** Renders the provider logged in with token `old` and hands back the live session. */
async function renderSession(): Promise<{ current: () => Session }> {
  let latest: Session | null = null;
  function Probe() {
    latest = useSession();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const current = () => latest!;
  await waitFor(() => expect(current().status).toBe('authenticated'));
  return { current };
}

beforeEach(() => {
  document.cookie = 'signed_in=old; Path=/';
  logoutAnswer = async () => new Response(null, { status: 204 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/auth/user') return jsonResponse(200, USER);
    if (url === '/api/auth/logout') return logoutAnswer();
    if (url === '/api/books/favorites') return jsonResponse(401, { code: 'session_expired', message: 'x' });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

describe('SessionProvider', () => {
  it("a user's logout asks the server to end the session and is over at once, whatever the server does", async () => {
    logoutAnswer = () => new Promise<Response>(() => {}); // a server that never answers
    const session = await renderSession();

    act(() => session.current().logOut('user'));

    expect(session.current().status).toBe('guest');
    expect(session.current().lastLogout).toBe('user');
    expect(readSessionHint()).toBeNull();
    const [[, init]] = logoutCalls() as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    // The browser sends the HttpOnly cookie itself; the page has no token to send.
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(init.keepalive).toBe(true);
  });

  it('a failed logout call changes nothing and is not reported', async () => {
    logoutAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    const session = await renderSession();

    act(() => session.current().logOut('user'));
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(session.current().status).toBe('guest');
    expect(unhandled).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });

  it('a 401 ends the session as expired; the server is asked to clear its cookie, and its answer ends nothing more', async () => {
    const session = await renderSession();
    const { apiRequest } = await import('../lib/api-client.ts');

    await act(async () => {
      await apiRequest('/books/favorites', z.unknown()).catch(() => undefined);
    });

    expect(session.current().status).toBe('guest');
    expect(session.current().lastLogout).toBe('expired');
    expect(logoutCalls()).toHaveLength(1);
    expect(readSessionHint()).toBeNull();
  });

  it('a logout after the server ended every session (log out everywhere) calls nothing', async () => {
    const session = await renderSession();
    act(() => session.current().logOut('user', { endedOnServer: true }));
    expect(session.current().status).toBe('guest');
    expect(logoutCalls()).toHaveLength(0);
  });
});
