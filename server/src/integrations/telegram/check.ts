import { Api } from 'grammy';

export type BotIdentity = { id: number; username: string; firstName: string };

/** getMe through the real Bot API client (grammY), at `apiRoot` (the fake in tests). */
export async function botIdentity(token: string, apiRoot: string, timeoutMs = 10_000): Promise<BotIdentity> {
  const api = new Api(token, { apiRoot, timeoutSeconds: Math.ceil(timeoutMs / 1000) });
  const me = await api.getMe();
  return { id: me.id, username: me.username, firstName: me.first_name };
}
