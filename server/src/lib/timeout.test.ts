import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSalesSource } from '../integrations/sales-source/http-source.ts';
import { addressForLog, CallTimeoutError, withTimeout } from './timeout.ts';

describe('timeouts that say what timed out', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Answers nothing, ever.
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('names the call, the address and the limit in the error of the sales platform client', async () => {
    const source = createHttpSalesSource({ baseUrl: url, delayMs: 0, attempts: 1, timeoutMs: 50 });
    await expect(source.description(1)).rejects.toThrow(
      `get-description: the sales platform call get-description timed out after 50 ms (${url}/api/command/lots/get-description)`,
    );
  });

  it("gives a library's own abort error the timeout's text", async () => {
    const error = await withTimeout('Telegram getMe', `${url}/bot123:SECRET/getMe`, 20, async (signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      throw new Error("Network request for 'getMe' failed!");
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallTimeoutError);
    expect((error as Error).name).toBe('TimeoutError');
    expect((error as Error).message).toBe(`Telegram getMe timed out after 20 ms (${url}/bot***/getMe)`);
  });

  it('keeps secrets out of the address: credentials, query, the bot token', () => {
    expect(addressForLog('https://user:pass@api.telegram.org/bot123456:ABC-DEF/sendMessage?chat_id=1')).toBe(
      'https://api.telegram.org/bot***/sendMessage?…',
    );
    expect(addressForLog('https://downloader.disk.yandex.ru/disk/abc?sign=SECRET&token=T')).toBe(
      'https://downloader.disk.yandex.ru/disk/abc?…',
    );
    expect(addressForLog('/archive/search?token=SECRET')).toBe('/archive/search?…');
  });
});
