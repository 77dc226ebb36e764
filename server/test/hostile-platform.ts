import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for the trading platform that answers exactly what a test gives it: its lots as raw JSON
 * (any shape, any text), their descriptions, the category names of the listing's stats, and images.
 * The simulator (packages/demo/src/simulator/simulator.ts) makes lots that look real; this one makes
 * lots that look like an attack (issue 26).
 */
export type RawPlatformLot = {
  /** The category whose listing shows it. */
  categoryId: number;
  /** What get-items and get-lot-by-id answer for the lot (its `id` is how it is asked for); anything. */
  raw: unknown;
  /** What get-description answers as `description`. */
  description: unknown;
};

export type HostilePlatform = {
  url: string;
  /** The base address of the platform's images: `${imageBase}/<name>.jpg` answers a small JPEG. */
  imageBase: string;
  /** Requests received, by path. */
  requests: string[];
  close(): Promise<void>;
};

export async function startHostilePlatform({
  lots,
  categories,
}: {
  lots: () => RawPlatformLot[];
  /** `stats.categories` of get-items, as given. */
  categories: unknown;
}): Promise<HostilePlatform> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];

  const send = (response: ServerResponse, status: number, type: string, body: string | Buffer) =>
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
  const answer = (response: ServerResponse, result: unknown) =>
    send(response, 200, 'application/json; charset=utf-8', JSON.stringify({ correlationId: 'test', result }));

  async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const idOf = (raw: unknown) => (raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined);
  const byId = (id: unknown) => lots().find((lot) => String(idOf(lot.raw)) === String(id));

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://platform').pathname;
    requests.push(path);
    if (path === '/') return send(response, 200, 'text/html; charset=utf-8', '<html></html>');
    if (path.startsWith('/images/')) return send(response, 200, 'image/jpeg', jpeg);
    const body = await bodyOf(request);
    if (path === '/api/command/lots/get-items') {
      const filter = (body.filter ?? {}) as { categoryId?: number; status?: string; page?: number };
      // Every lot is finished and on its category's first page; running lots and later pages are empty.
      const listed =
        filter.status === 'finished' && (filter.page ?? 1) === 1
          ? lots()
              .filter((lot) => lot.categoryId === filter.categoryId)
              .map((lot) => lot.raw)
          : [];
      return answer(response, { lots: listed, stats: { categories, count: { overall: listed.length } } });
    }
    if (path === '/api/command/lots/get-lot-by-id') return answer(response, byId(body.lotId)?.raw ?? null);
    if (path === '/api/command/lots/get-description') {
      const lot = byId(body.lotId);
      return answer(response, lot ? { description: lot.description, deliveryDetails: '' } : null);
    }
    send(response, 404, 'application/json', '{}');
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    imageBase: `${url}/images`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
