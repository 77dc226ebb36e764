/** The benches' accounts on a running server: an administrator, and a subscriber whose calls are counted. */

export type Credentials = { email: string; password: string };

/**
 * The administrator the benches start the server with (ADMIN_EMAIL): made when a database has none,
 * so the benches sharing a cached database share it too.
 */
export const BENCH_ADMIN: Credentials = { email: 'bench-search@raritet.test', password: 'bench-search-secret' };
/** The server runs with CAPTCHA_TEST_CODE, so a bench can register its subscriber. */
export const BENCH_CAPTCHA_CODE = 'BENCH';

/** One JSON call to the API under `base`; answers the status and the parsed body (null when not JSON). */
export async function api<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as T };
}

/**
 * A subscriber on a plan with a limit far above the bench's calls: every search takes the full path a
 * paying user's does (session, access check and the counted request, history). Made through the API
 * once per database and reused. The server runs with CAPTCHA_TEST_CODE = `captchaCode`.
 */
export async function subscriberToken(
  base: string,
  { admin, subscriber, captchaCode }: { admin: Credentials; subscriber: Credentials; captchaCode: string },
): Promise<string> {
  const adminSession = await api<{ token: string }>(base, 'POST', '/auth/login', admin);
  if (adminSession.status !== 200) throw new Error(`admin login failed: ${adminSession.status}`);
  let session = await api<{ token: string; user: { id: number; hasSubscription: boolean } }>(
    base,
    'POST',
    '/auth/login',
    subscriber,
  );
  if (session.status !== 200) {
    const captcha = await fetch(`${base}/api/auth/captcha`);
    const captchaToken = captcha.headers.get('x-captcha-token');
    session = await api(base, 'POST', '/auth/register', { ...subscriber, captchaToken, captchaCode });
    if (session.status !== 201) throw new Error(`register failed: ${session.status}`);
  }
  if (!session.json.user.hasSubscription) {
    const plan = await api<{ id: number }>(
      base,
      'POST',
      '/SubscriptionPlans',
      { name: `Bench ${subscriber.email}`, price: 1, monthlyRequestLimit: 10_000_000, isActive: false },
      adminSession.json.token,
    );
    if (plan.status !== 201) throw new Error(`plan failed: ${plan.status}`);
    const assigned = await api(
      base,
      'POST',
      `/admin/user/${session.json.user.id}/assign-subscription-plan`,
      { planId: plan.json.id, autoRenew: false },
      adminSession.json.token,
    );
    if (assigned.status !== 200) throw new Error(`assign failed: ${assigned.status}`);
  }
  return session.json.token;
}
