import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImage, imageKindOf, ImageRefused, isAllowedImageUrl, MAX_IMAGE_BYTES } from './lot-images.ts';
import { lotTypeOf } from './lot-type.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe('which images the pull fetches', () => {
  it('knows JPEG, PNG and WebP by their bytes, nothing else', () => {
    expect(imageKindOf(JPEG)?.extension).toBe('jpg');
    expect(imageKindOf(PNG)?.extension).toBe('png');
    expect(imageKindOf(WEBP)?.extension).toBe('webp');
    expect(imageKindOf(Buffer.from('<html>'))).toBeUndefined();
    expect(imageKindOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageKindOf(Buffer.alloc(0))).toBeUndefined();
  });

  it.each([
    ['https://img.meshok.net/a.jpg', 'https://meshok.net', true],
    ['https://meshok.net/a.jpg', 'https://meshok.net', true],
    ['https://cdn2.img.meshok.net/a.jpg', 'https://meshok.net', true],
    ['https://evil.example/a.jpg', 'https://meshok.net', false],
    ['https://meshok.net.evil.example/a.jpg', 'https://meshok.net', false],
    ['https://user:pw@meshok.net/a.jpg', 'https://meshok.net', false],
    ['ftp://meshok.net/a.jpg', 'https://meshok.net', false],
    ['not a url', 'https://meshok.net', false],
    ['http://127.0.0.1:4000/images/1.jpg', 'http://127.0.0.1:4000', true],
    ['http://127.0.0.1:5432/x', 'http://127.0.0.1:4000', false],
    ['http://169.254.169.254/latest', 'http://127.0.0.1:4000', false],
  ])('%s from %s: %s', (url, source, allowed) => {
    expect(isAllowedImageUrl(url, source)).toBe(allowed);
  });
});

describe('downloading an image', () => {
  let base: string;
  const server = createServer((request, response) => {
    if (request.url === '/ok.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (request.url === '/page.jpg')
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>no</html>');
    if (request.url === '/huge.jpg') {
      return response.writeHead(200, { 'content-length': String(MAX_IMAGE_BYTES + 1) }).end();
    }
    if (request.url === '/redirect.jpg') return response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    response.writeHead(404).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps a real image and refuses the rest with a reason', async () => {
    expect((await downloadImage(`${base}/ok.jpg`)).kind.extension).toBe('jpg');
    await expect(downloadImage(`${base}/page.jpg`)).rejects.toThrow(/not a JPEG, PNG or WebP/);
    await expect(downloadImage(`${base}/huge.jpg`)).rejects.toBeInstanceOf(ImageRefused);
    await expect(downloadImage(`${base}/missing.jpg`)).rejects.toThrow(/HTTP 404/);
    // A redirect could lead anywhere: not followed.
    await expect(downloadImage(`${base}/redirect.jpg`)).rejects.toThrow();
  });
});

describe('what a pulled lot is', () => {
  it.each([
    ['Детские журналы', 'Мурзилка № 5', 'Журнал'],
    ['Открытки', 'Привет из Ялты', 'Открытка'],
    ['Книги в издательских переплётах', 'Журнал путешествий по Кавказу', 'Книга'],
    ['unknown', 'Открытка с видом Москвы', 'Открытка'],
    ['unknown', 'Пушкин. Сочинения', 'Книга'],
  ])('%s / %s → %s', (category, title, type) => {
    expect(lotTypeOf(category, title)).toBe(type);
  });
});
