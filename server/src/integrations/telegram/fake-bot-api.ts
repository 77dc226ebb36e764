import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), speaking the same
 * HTTP: POST or GET {apiRoot}/bot<token>/<method>, answers `{ ok, result }` or `{ ok: false,
 * error_code, description }`. Point grammY's `apiRoot` (TELEGRAM_API_ROOT) at `url`. It knows the
 * methods the product calls; the next issues add theirs.
 */
export type FakeBotApi = {
  url: string;
  /** Tokens the fake accepts, each with its bot. */
  bots: Map<string, { id: number; username: string; first_name: string }>;
  /** Every call received, oldest first. */
  calls: { token: string; method: string; params: Record<string, unknown> }[];
  close(): Promise<void>;
};

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return query;
  try {
    return { ...query, ...(JSON.parse(text) as Record<string, unknown>) };
  } catch {
    return query;
  }
}

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const fake: FakeBotApi = { url: '', bots: new Map(), calls: [], close: async () => {} };

  function send(response: ServerResponse, status: number, body: object) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = new URL(request.url ?? '/', 'http://fake').pathname.match(/^\/bot([^/]+)\/([A-Za-z]+)$/);
    if (!match) return send(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token = '', method = ''] = match;
    const params = await readParams(request);
    fake.calls.push({ token, method, params });
    const bot = fake.bots.get(token);
    if (!bot) return send(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (method === 'getMe') {
      return send(response, 200, { ok: true, result: { ...bot, is_bot: true, can_join_groups: true } });
    }
    return send(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { ok: false, error_code: 500, description: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
