import { timeoutSignal } from '../../lib/timeout.ts';

/**
 * A lot's images, downloaded from the platform for the image store. Only from the platform's own hosts
 * (its domain and subdomains) and SALES_SOURCE_URL's: a lot cannot make the server fetch from anywhere
 * else. Only JPEG, PNG or WebP under 20 MB, recognised by their bytes, not by what the server says.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** A lot's images beyond this many are left on the platform. */
export const MAX_IMAGES_PER_LOT = 12;

export type ImageKind = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' };

export function imageKindOf(data: Buffer): ImageKind | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

/** The last two labels of a host name (meshok.net of img2.meshok.net); an address stays whole. */
function siteOf(host: string): string {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  return host.split('.').slice(-2).join('.');
}

/** Whether an image address may be fetched: http(s), on the source's host or its site's subdomains. */
export function isAllowedImageUrl(url: string, sourceBaseUrl: string): boolean {
  let image: URL;
  let source: URL;
  try {
    image = new URL(url);
    source = new URL(sourceBaseUrl);
  } catch {
    return false;
  }
  if (image.protocol !== 'http:' && image.protocol !== 'https:') return false;
  if (image.username || image.password) return false;
  if (image.host === source.host) return true;
  const site = siteOf(source.hostname);
  if (site === source.hostname && (/^[\d.]+$/.test(site) || site === 'localhost')) return false;
  return image.hostname === site || image.hostname.endsWith(`.${site}`);
}

export class ImageRefused extends Error {}

/** Downloads one image: refused (ImageRefused) when it is not an image of an allowed kind and size. */
export async function downloadImage(url: string, timeoutMs = 30_000): Promise<{ data: Buffer; kind: ImageKind }> {
  const response = await fetch(url, {
    redirect: 'error',
    signal: timeoutSignal('a lot image download', url, timeoutMs),
  });
  if (!response.ok) throw new ImageRefused(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_IMAGE_BYTES) {
    await response.body?.cancel();
    throw new ImageRefused(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).length;
    if (size > MAX_IMAGE_BYTES) throw new ImageRefused(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  const data = Buffer.concat(chunks);
  const kind = imageKindOf(data);
  if (!kind) throw new ImageRefused('not a JPEG, PNG or WebP image');
  return { data, kind };
}
