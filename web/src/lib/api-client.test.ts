import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The client reads the cookie and the UI language from browser globals; give it minimal ones.
const browser = vi.hoisted(() => {
  const fake = { cookie: '', documentElement: { lang: '' } };
  const storage = new Map<string, string>();
  globalThis.document = fake as unknown as Document;
  globalThis.window = {
    location: { protocol: 'http:' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: () => undefined },
  } as unknown as Window & typeof globalThis;
  return fake;
});

const { apiRequest, apiRequestRaw, NoContent, onUnauthorized } = await import('./api-client.ts');
const { ApiError, UnexpectedResponseError } = await import('./api-error.ts');
const { i18n } = await import('./i18n.ts');

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    browser.cookie = '';
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('ru');
  });

  it('prefixes /api, sends JSON and the UI language, and no bearer token: the browser sends its cookie', async () => {
    await i18n.changeLanguage('en');
    // After the language: choosing one writes its cookie, which this stand-in keeps as the only one.
    browser.cookie = 'other=1; signed_in=abc';
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(
      apiRequest('/auth/login', z.object({ ok: z.boolean() }), {
        method: 'POST',
        body: { a: 1 },
        query: { ids: [1, 2] },
      }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/auth/login?ids=1&ids=2');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends raw bytes as application/octet-stream (a file chunk)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { received: 3, size: 10 }));
    const bytes = new Blob([new Uint8Array([1, 2, 3])]);
    await apiRequest('/import/upload', z.unknown(), { method: 'POST', bytes, query: { offset: 0 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/import/upload?offset=0');
    expect(init?.body).toBe(bytes);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it("throws an ApiError carrying the server's code and localised message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { code: 'email_taken', message: 'Уже зарегистрирован.' }));
    const error = await apiRequest('/auth/register', z.unknown(), { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_taken', message: 'Уже зарегистрирован.' });
    expect((error as InstanceType<typeof ApiError>).field).toBeUndefined();
  });

  it('keeps the field a refused value belongs to, when the answer names it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { code: 'settings_port_invalid', message: 'Порт…', field: 'smtp.Port' }),
    );
    const error = await apiRequest('/adminsettings', z.unknown(), { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, code: 'settings_port_invalid', field: 'smtp.Port' });
  });

  it('reports a failure with no response as a network error (status 0)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/setup/status', z.unknown())).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it("reads the answer through the caller's schema: what does not match is an unexpected answer", async () => {
    const Status = z.object({ initialized: z.boolean() });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { initialized: true, extra: 1 }));
    await expect(apiRequest('/setup/status', Status)).resolves.toEqual({ initialized: true });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { initialized: 'yes' }));
    const odd = await apiRequest('/setup/status', Status).catch((e: unknown) => e);
    expect(odd).toBeInstanceOf(UnexpectedResponseError);
    expect(odd).toMatchObject({ empty: false });

    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiRequest('/setup/status', Status)).rejects.toMatchObject({ empty: true });
  });

  it('reads a 204 as no content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/logout-all', NoContent, { method: 'POST' })).resolves.toBeUndefined();
  });

  it('ends the session on a 401 of an authenticated call, but not of an anonymous one', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockImplementation(async () => jsonResponse(401, { code: 'session_expired', message: 'x' }));

    await expect(apiRequestRaw('/auth/login', { method: 'POST', auth: false })).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();

    browser.cookie = 'signed_in=stale';
    await expect(apiRequestRaw('/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a logout is keepalive when asked, and its 401 ends no session', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    browser.cookie = 'signed_in=left-behind';
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'session_expired', message: 'x' }));

    await expect(apiRequestRaw('/auth/logout', { method: 'POST', auth: false, keepalive: true })).rejects.toMatchObject(
      { status: 401 },
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.keepalive).toBe(true);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('does not end the session when the refused token was replaced while the call was under way', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    browser.cookie = 'signed_in=old';
    fetchMock.mockImplementation(async () => {
      browser.cookie = 'signed_in=new'; // a password change set its fresh session meanwhile
      return jsonResponse(401, { code: 'session_expired', message: 'x' });
    });

    await expect(apiRequestRaw('/user/1')).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
