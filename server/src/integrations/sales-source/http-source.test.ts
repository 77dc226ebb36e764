import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSalesSource, SourceBlockedError, SourceError } from './http-source.ts';

type Handler = (request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse) => void;

/** A stand-in for the platform whose answers each test scripts. */
let handler: Handler;
let seen: { path: string; cookie: string | undefined; body: Record<string, unknown> }[];
let url: string;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    seen.push({ path: request.url ?? '', cookie: request.headers.cookie, body });
    if (request.url === '/') {
      response.writeHead(200, { 'set-cookie': `cf_clearance=c${seen.length}; Path=/`, 'content-type': 'text/html' });
      return response.end('<html></html>');
    }
    handler(request, body, response);
  });
});
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const source = () => createHttpSalesSource({ baseUrl: url, delayMs: 0, sleep: async () => {} });
const lot = { id: 5, title: 'Книга', status: 2, soldQuantity: 1, price: 100, currency: 'RUB' };

describe('the platform client', () => {
  it('asks for finished lots with the documented body and keeps the cookies it is given', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        correlationId: 'x',
        result: { lots: [lot, lot, { id: 'bad' }], stats: { count: { overall: 7 } } },
      });
    const page = await source().finishedLots(13870, 2, 50);
    expect(page.total).toBe(7);
    expect(page.lots.map((l) => l.id)).toEqual([5]);
    expect(page.skipped).toHaveLength(2);
    const call = seen.find((entry) => entry.path === '/api/command/lots/get-items')!;
    expect(call.body).toMatchObject({ filter: { categoryId: 13870, status: 'finished', page: 2, pageSize: 50 } });
    expect(call.cookie).toBe('cf_clearance=c1');
  });

  it('stops with SourceBlockedError on a 403 and on a Cloudflare page, without retrying', async () => {
    handler = (_request, _body, response) => json(response, 403, { error: 'forbidden' });
    await expect(source().lot(5)).rejects.toBeInstanceOf(SourceBlockedError);
    seen = [];
    handler = (_request, _body, response) =>
      response
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<!DOCTYPE html><title>Just a moment...</title><script src="/cdn-cgi/challenge-platform/x"></script>');
    await expect(source().description(5)).rejects.toThrow(/challenge page \(HTTP 503\)/);
    expect(seen.filter((entry) => entry.path.startsWith('/api'))).toHaveLength(1);
  });

  it('retries a 500 and a dropped connection, then answers', async () => {
    let calls = 0;
    handler = (request, _body, response) => {
      calls += 1;
      if (calls === 1) return json(response, 500, {});
      if (calls === 2) return request.socket.destroy();
      json(response, 200, { result: { ...lot, normalizedPrice: 150 } });
    };
    expect(await source().lot(5)).toMatchObject({ lot: { id: 5, normalizedPrice: 150 } });
    expect(calls).toBe(3);
  });

  it('gives up after its attempts with a SourceError naming the call', async () => {
    handler = (_request, _body, response) => json(response, 502, {});
    await expect(source().lot(5)).rejects.toThrow(SourceError);
    await expect(source().lot(5)).rejects.toThrow(/get-lot-by-id/);
  });

  it('refuses an answer that is not JSON, and cuts a huge description', async () => {
    handler = (_request, _body, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{oops');
    await expect(source().lot(5)).rejects.toThrow(/not JSON/);
    handler = (_request, _body, response) =>
      json(response, 200, { result: { description: `<p>${'я'.repeat(3_000_000)}</p>` } });
    const description = await source().description(5);
    expect(Buffer.byteLength(description)).toBeLessThanOrEqual(200_000);
    expect(description).not.toContain('\uFFFD');
  });

  it('refuses an answer larger than its bound, and cleans what it passes on', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, { result: { description: `<p>${'я'.repeat(600)}</p>` } });
    const small = createHttpSalesSource({ baseUrl: url, delayMs: 0, sleep: async () => {}, maxAnswerBytes: 1000 });
    await expect(small.description(5)).rejects.toThrow(/more than 1000 bytes/);

    handler = (_request, _body, response) =>
      json(response, 200, {
        result: {
          description: '<p>Описание\u0000 \u0007с\ud800 нулём</p>',
          lots: [],
          stats: {
            categories: [
              { id: 13870, name: ' Русская\u0000\nклассика ', childs: [{ id: 2 ** 40, name: 'слишком большой' }] },
            ],
          },
        },
      });
    expect(await source().description(5)).toBe('<p>Описание с\ufffd нулём</p>');
    expect((await source().finishedLots(13870, 1, 10)).categories).toEqual([{ id: 13870, name: 'Русская классика' }]);
  });

  it('answers undefined for a lot the source does not know', async () => {
    handler = (_request, _body, response) => json(response, 200, { result: null });
    expect(await source().lot(404)).toBeUndefined();
  });

  it('sends one request at a time, however many are asked for together', async () => {
    let open = 0;
    let most = 0;
    handler = (_request, body, response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        json(response, 200, { result: { ...lot, id: body.lotId } });
      }, 20);
    };
    const client = source();
    const answers = await Promise.all([1, 2, 3, 4].map((id) => client.lot(id)));
    expect(answers.map((answer) => answer && 'lot' in answer && answer.lot.id)).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });
});
