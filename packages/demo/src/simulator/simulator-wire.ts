import type { SimulatorLot } from './simulator-lot.ts';

/**
 * The simulated lots as the platform's JSON shows them (sales-source.md, "Lot"): the list shape of
 * get-items, the fuller one of get-lot-by-id, the description of get-description. A lot made hostile is
 * spoilt here, on the wire, so the simulator's own facts stay clean.
 */
export const FINISHED = 2;
export const ACTIVE = 1;

export const isFinishedAt = (lot: SimulatorLot, atMs: number) => lot.endMs <= atMs;
export const isActiveAt = (lot: SimulatorLot, atMs: number) => lot.beginMs <= atMs && atMs < lot.endMs;

/** The image files of a lot, as the simulator's /images route names them. */
export const imageName = (lotId: number, n: number, thumbnail = false) =>
  `${lotId}_${n}${thumbnail ? '_thumb' : ''}.jpg`;

/** The current price: an auction climbs from its start price towards where it will end. */
function priceAt(lot: SimulatorLot, atMs: number): { price: number; bids: number } {
  if (isFinishedAt(lot, atMs) || lot.type === 'fixedPrice') return { price: lot.finalPrice, bids: lot.bidsCount };
  const progress = Math.min(1, Math.max(0, (atMs - lot.beginMs) / Math.max(1, lot.endMs - lot.beginMs)));
  const price = lot.startPrice + (lot.finalPrice - lot.startPrice) * progress * progress;
  return { price: Math.round(price / 10) * 10 || lot.startPrice, bids: Math.floor(lot.bidsCount * progress) };
}

export function listLot(lot: SimulatorLot, atMs: number, baseUrl: string): Record<string, unknown> {
  const finished = isFinishedAt(lot, atMs);
  const { price, bids } = priceAt(lot, atMs);
  const images = Array.from({ length: lot.imageCount }, (_, k) => `${baseUrl}/images/${imageName(lot.id, k + 1)}`);
  const thumbnails = Array.from(
    { length: lot.imageCount },
    (_, k) => `${baseUrl}/images/${imageName(lot.id, k + 1, true)}`,
  );
  const raw: Record<string, unknown> = {
    id: lot.id,
    title: lot.title,
    categoryId: lot.categoryId ?? null,
    beginDate: new Date(lot.beginMs).toISOString(),
    endDate: new Date(lot.endMs).toISOString(),
    price,
    startPrice: lot.startPrice,
    bidsCount: bids,
    images,
    thumbnails,
    pictures: images.map((url, k) => ({ id: k + 1, url, thumbnail: thumbnails[k] })),
    city: lot.city,
    seller: lot.seller,
    condition: lot.condition,
    currency: 'RUB',
    type: lot.type,
    status: finished ? FINISHED : ACTIVE,
    soldQuantity: finished && lot.sold ? 1 : 0,
    quantity: lot.quantity,
    tags: lot.type === 'auction' && lot.startPrice <= 10 ? ['fromOneRouble'] : [],
  };
  return spoil(lot, raw);
}

export function fullLot(lot: SimulatorLot, atMs: number, baseUrl: string): Record<string, unknown> {
  const finished = isFinishedAt(lot, atMs);
  const base = listLot(lot, atMs, baseUrl);
  const full: Record<string, unknown> = {
    ...base,
    normalizedPrice: finished ? priceAt(lot, atMs).price : null,
    strikePrice: lot.type === 'fixedPrice' && lot.id % 5 === 0 ? Math.round(lot.finalPrice * 1.2) : null,
    watchCount: lot.watchCount,
    hitsCount: lot.hitsCount,
    delivery: [
      { id: 1, name: 'Почта России', price: 350 },
      { id: 2, name: 'СДЭК', price: 450 },
    ],
    picsCount: lot.imageCount,
  };
  // The hostile price travels in the final price too.
  if (lot.hostile === 'absurd-price' && finished) full.normalizedPrice = base.price;
  return full;
}

const HUGE_DESCRIPTION_BYTES = 5 * 1024 * 1024;
let hugeDescription: string | undefined;

export function descriptionOf(lot: SimulatorLot): { description: string; deliveryDetails: string } {
  const deliveryDetails = 'Отправка Почтой России или СДЭК в течение трёх дней после оплаты.';
  if (lot.hostile === 'huge-description') {
    const sentence = 'Очень длинное описание без конца. ';
    hugeDescription ??= `<p>${sentence.repeat(Math.ceil(HUGE_DESCRIPTION_BYTES / Buffer.byteLength(sentence)))}</p>`;
    return { description: hugeDescription, deliveryDetails };
  }
  return { description: lot.descriptionHtml, deliveryDetails };
}

/** What a hostile lot looks like on the wire (duplicate ids are made by the list, broken images by /images). */
function spoil(lot: SimulatorLot, raw: Record<string, unknown>): Record<string, unknown> {
  switch (lot.hostile) {
    case 'html-title':
      return { ...raw, title: `<b>${lot.title}</b><script>alert("x")</script> &laquo;редкость&raquo;` };
    case 'absurd-price':
      return { ...raw, price: 99_999_999_999, startPrice: 99_999_999_999 };
    case 'absurd-date':
      return { ...raw, beginDate: '1812-09-07T00:00:00Z', endDate: '2999-01-01T00:00:00Z' };
    case 'missing-fields':
      return { id: raw.id, categoryId: raw.categoryId };
    case 'wrong-types':
      return {
        ...raw,
        id: String(raw.id),
        title: { ru: lot.title },
        price: 'дорого',
        endDate: 12,
        images: 'photo.jpg',
        seller: 42,
        soldQuantity: 'один',
        status: 'finished',
        tags: 'редкость',
      };
    default:
      return raw;
  }
}
