// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImageUrls } from '@raritet/contracts/archive';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../lib/session.ts';
import { LotImage, type LotImageProps } from './lot-image.tsx';

function urlsOf(name: string, expires: number | null, sig = ''): ImageUrls {
  const query = (size?: number) =>
    [size !== undefined ? `size=${size}` : '', expires !== null ? `exp=${expires}&sig=${sig}` : '']
      .filter(Boolean)
      .join('&');
  const address = (size?: number) => `/api/books/7/images/${name}${query(size) ? `?${query(size)}` : ''}`;
  return {
    name,
    original: address(),
    thumbnails: [160, 320, 640].map((width) => ({ width, url: address(width) })),
    expires,
  };
}

const SUBSCRIBER = { hasSubscription: true } as Session['user'];
const session = { status: 'authenticated', user: SUBSCRIBER } as Session;
const fetchMock = vi.fn<typeof fetch>();
let fresh: ImageUrls[];
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

function renderImage(props: Partial<LotImageProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <LotImage
          bookId={7}
          urls={urlsOf('cover.jpg', 1_900_000_000, 'old')}
          alt="Обложка"
          sizes="132px"
          width={132}
          height={176}
          placeholder={<div>нет фото</div>}
          {...props}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const image = () => screen.getByRole<HTMLImageElement>('img', { name: 'Обложка' });

beforeEach(() => {
  fresh = [urlsOf('cover.jpg', 1_900_003_600, 'new')];
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ images: fresh.map((urls) => urls.name), imageUrls: fresh }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  warn.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LotImage', () => {
  it('an <img> by address: srcset over the thumbnails, its box size, lazy and decoded off the main thread', () => {
    renderImage();
    const img = image();
    expect(img.getAttribute('src')).toBe('/api/books/7/images/cover.jpg?size=320&exp=1900000000&sig=old');
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 640]
        .map((width) => `/api/books/7/images/cover.jpg?size=${width}&exp=1900000000&sig=old ${width}w`)
        .join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('132px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['132', '176']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  it("the page's main picture loads at once and first", () => {
    renderImage({ priority: true, fallbackSize: 640 });
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
    expect(image().getAttribute('src')).toContain('size=640');
  });

  it('no picture: the placeholder', () => {
    renderImage({ urls: null });
    expect(screen.getByText('нет фото')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a failed signed address is renewed once from the image list; a second failure shows the placeholder', async () => {
    const onSettled = vi.fn();
    renderImage({ onSettled });
    fireEvent.error(image());
    await waitFor(() => expect(image().getAttribute('src')).toContain('sig=new'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/books/7/images');
    fireEvent.error(image());
    expect(await screen.findByText('нет фото')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Image failures are only logged.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledTimes(2);
  });

  it('a fresh list with the same address means the picture is missing: the placeholder', async () => {
    fresh = [urlsOf('cover.jpg', 1_900_000_000, 'old')];
    renderImage();
    fireEvent.error(image());
    expect(await screen.findByText('нет фото')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a public address that fails shows the placeholder without asking again', async () => {
    const onSettled = vi.fn();
    renderImage({ urls: urlsOf('cover.jpg', null), onSettled });
    fireEvent.load(image());
    expect(onSettled).toHaveBeenCalledTimes(1);
    fireEvent.error(image());
    expect(await screen.findByText('нет фото')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
