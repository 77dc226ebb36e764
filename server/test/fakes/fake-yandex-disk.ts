import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Yandex Disk REST API, for tests: folders (PUT /resources, 409 when it exists or
 * its parent does not), upload and download addresses (GET /resources/upload|download → {href}) and the
 * transfers to and from them. `OAuth <token>` is required on the API calls, as on the real one.
 */
export type FakeYandexDisk = {
  /** The API address, like https://cloud-api.yandex.net/v1/disk. */
  url: string;
  files: Map<string, Buffer>;
  folders: Set<string>;
  close(): Promise<void>;
};

const error = (response: ServerResponse, status: number, name: string, message: string) =>
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: name, message, description: message }));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeYandexDisk({ token }: { token: string }): Promise<FakeYandexDisk> {
  const files = new Map<string, Buffer>();
  const folders = new Set<string>(['disk:']);
  const transfers = new Map<string, { kind: 'upload' | 'download'; path: string }>();
  let base = '';
  const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || 'disk:';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const transfer = url.pathname.match(/^\/transfer\/([\w-]+)$/);
    if (transfer) {
      const job = transfers.get(transfer[1]!);
      if (!job) return error(response, 404, 'NotFound', 'no such transfer');
      if (job.kind === 'upload' && request.method === 'PUT') {
        files.set(job.path, await readBody(request));
        transfers.delete(transfer[1]!);
        return response.writeHead(201).end();
      }
      const file = files.get(job.path);
      if (job.kind === 'download' && request.method === 'GET' && file) {
        return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      }
      return error(response, 404, 'NotFound', 'nothing there');
    }
    if (request.headers.authorization !== `OAuth ${token}`)
      return error(response, 401, 'UnauthorizedError', 'Не авторизован.');
    const path = url.searchParams.get('path') ?? '';
    if (request.method === 'PUT' && url.pathname === '/v1/disk/resources') {
      if (folders.has(path) || files.has(path))
        return error(response, 409, 'DiskPathPointsToExistentDirectoryError', 'exists');
      if (!folders.has(parentOf(path))) return error(response, 409, 'DiskPathDoesntExistsError', 'no parent');
      folders.add(path);
      return response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    }
    if (request.method === 'GET' && url.pathname === '/v1/disk/resources/upload') {
      if (!folders.has(parentOf(path))) return error(response, 409, 'DiskPathDoesntExistsError', 'no parent');
      if (files.has(path) && url.searchParams.get('overwrite') !== 'true')
        return error(response, 409, 'DiskResourceAlreadyExistsError', 'exists');
      const id = randomUUID();
      transfers.set(id, { kind: 'upload', path });
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ href: `${base}/transfer/${id}`, method: 'PUT' }));
    }
    if (request.method === 'GET' && url.pathname === '/v1/disk/resources/download') {
      if (!files.has(path)) return error(response, 404, 'DiskNotFoundError', 'Не удалось найти запрошенный ресурс.');
      const id = randomUUID();
      transfers.set(id, { kind: 'download', path });
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ href: `${base}/transfer/${id}`, method: 'GET' }));
    }
    return error(response, 404, 'NotFound', 'unknown call');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => error(response, 500, 'Internal', String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v1/disk`,
    files,
    folders,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
