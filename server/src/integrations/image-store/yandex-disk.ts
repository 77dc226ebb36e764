import { timeoutSignal } from '../../lib/timeout.ts';
import type { ImageStore } from './image-store.ts';
import { imagePathParts } from './store-paths.ts';

/**
 * Images as files on a Yandex Disk, through its REST API (https://yandex.ru/dev/disk-api/doc/ru/): a
 * download or upload address is asked for a path, then the file is fetched from or sent to it. Files live
 * under disk:/Raritet/images/<id / 1000>/<id>/<name>; missing folders are made on the first upload.
 */
const ROOT = 'disk:/Raritet/images';

export type YandexDiskOptions = { token: string; apiUrl: string; timeoutMs?: number };

export class YandexDiskError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'YandexDiskError';
  }
}

export function createYandexDiskImageStore({ token, apiUrl, timeoutMs = 30_000 }: YandexDiskOptions): ImageStore {
  const api = apiUrl.replace(/\/+$/, '');
  const headers = { authorization: `OAuth ${token}`, accept: 'application/json' };
  /** Folders known to exist in this process, so each is made once. */
  const madeFolders = new Set<string>();

  async function call(method: string, path: string, query: Record<string, string>): Promise<Response> {
    const url = `${api}${path}?${new URLSearchParams(query).toString()}`;
    return fetch(url, { method, headers, signal: timeoutSignal(`Yandex Disk ${method} ${path}`, url, timeoutMs) });
  }

  async function failure(response: Response, what: string): Promise<YandexDiskError> {
    const body = (await response.json().catch(() => ({}))) as { description?: unknown; message?: unknown };
    const reason =
      typeof body.message === 'string' ? body.message : typeof body.description === 'string' ? body.description : '';
    return new YandexDiskError(
      `Yandex Disk answered ${response.status} to ${what}${reason ? `: ${reason}` : ''}`,
      response.status,
    );
  }

  async function makeFolder(folder: string) {
    if (madeFolders.has(folder)) return;
    const response = await call('PUT', '/resources', { path: folder });
    // 409: it exists already.
    if (!response.ok && response.status !== 409) throw await failure(response, `making ${folder}`);
    madeFolders.add(folder);
  }

  const fileOf = (bookId: number, name: string) => `${ROOT}/${imagePathParts(bookId, name).join('/')}`;

  return {
    description: 'Yandex Disk',
    async get(bookId, name) {
      const where = await call('GET', '/resources/download', { path: fileOf(bookId, name) });
      if (where.status === 404) return null;
      if (!where.ok) throw await failure(where, 'a download address');
      const { href } = (await where.json()) as { href?: string };
      if (!href) throw new YandexDiskError('Yandex Disk gave no download address', undefined);
      const file = await fetch(href, { signal: timeoutSignal('a Yandex Disk download', href, timeoutMs) });
      if (file.status === 404) return null;
      if (!file.ok) throw new YandexDiskError(`Yandex Disk answered ${file.status} to a download`, file.status);
      return Buffer.from(await file.arrayBuffer());
    },
    async put(bookId, name, data) {
      const [thousands, id] = imagePathParts(bookId, name);
      for (const folder of ['disk:/Raritet', ROOT, `${ROOT}/${thousands}`, `${ROOT}/${thousands}/${id}`])
        await makeFolder(folder);
      const where = await call('GET', '/resources/upload', { path: fileOf(bookId, name), overwrite: 'true' });
      if (!where.ok) throw await failure(where, 'an upload address');
      const { href } = (await where.json()) as { href?: string };
      if (!href) throw new YandexDiskError('Yandex Disk gave no upload address', undefined);
      const sent = await fetch(href, {
        method: 'PUT',
        body: data,
        signal: timeoutSignal('a Yandex Disk upload', href, timeoutMs),
      });
      if (!sent.ok) throw new YandexDiskError(`Yandex Disk answered ${sent.status} to an upload`, sent.status);
    },
  };
}
