import { describe, expect, it } from 'vitest';
import { splitHtml } from '../../integrations/telegram/html.ts';
import { renderBotDigest, renderEmailDigest, type DigestInput } from './digest.ts';

/** What a lot stored before the intake cleaned it (or from an old import) may still hold. */
const hostile: DigestInput = {
  language: 'ru',
  keywords: `пушкин\u0000 онегин 📚${'слово '.repeat(100)}`,
  full: true,
  lots: [
    {
      id: 1,
      title: `Евгений\u0000 Онегин\u0007\u001b[31m \ud800 ${'очень длинное название '.repeat(5_000)}`,
      author: 'Пушкин\r\nА.С.',
      year: null,
      categoryName: 'Поэзия\u0085',
      sellerName: `Букинист\u0000${'я'.repeat(10_000)}`,
      finalPrice: 1500,
      saleDate: new Date(Number.NaN),
      matched: ['онегин\u0000', ...Array.from({ length: 500 }, (_, index) => `фраза ${index}`)],
      cover: null,
    },
  ],
  more: 0,
  links: {
    book: (id) => `https://raritet.example/book/${id}`,
    settings: 'https://raritet.example/settings',
    subscribe: 'https://raritet.example/subscribe',
    unsubscribe: 'https://raritet.example/unsubscribe',
  },
};

// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('digests of lots with hostile text', () => {
  it('make an e-mail without control characters or lone surrogates, of bounded size', () => {
    const email = renderEmailDigest(hostile);
    for (const part of [email.subject, email.text, email.html]) {
      expect(CONTROLS.test(part)).toBe(false);
      expect(LONE.test(part)).toBe(false);
    }
    expect(email.subject.length).toBeLessThan(120);
    expect(email.text.length).toBeLessThan(3_000);
    expect(email.text).toContain('Евгений Онегин [31m \ufffd очень длинное название');
    expect(email.text).toContain('Пушкин А.С.');
  });

  it('make a bot message Telegram takes: no control characters, every part within 4,096', () => {
    const html = renderBotDigest(hostile);
    expect(CONTROLS.test(html)).toBe(false);
    expect(LONE.test(html)).toBe(false);
    for (const part of splitHtml(html)) expect(part.length).toBeLessThanOrEqual(4096);
    expect(html.length).toBeLessThan(3_000);
  });
});

describe('the subject of a digest', () => {
  const phishing = 'СРОЧНО: ваш аккаунт заблокирован, подтвердите карту на http://evil.example/';

  it.each(['ru', 'en'] as const)('names the service and the count, never the keywords (%s)', (language) => {
    const digest = { ...hostile, language, keywords: phishing, more: 4 };
    const email = renderEmailDigest(digest);
    expect(email.subject).toBe(
      language === 'ru'
        ? 'Раритет: новые продажи по вашей настройке уведомлений (5)'
        : 'Raritet: new sales for your notification setting (5)',
    );
    for (const word of ['СРОЧНО', 'evil.example', 'аккаунт']) expect(email.subject).not.toContain(word);
  });

  it('keeps the keywords in the body, quoted and marked as the user’s own text', () => {
    const email = renderEmailDigest({ ...hostile, keywords: phishing });
    const own = `Ключевые слова настройки — ваш собственный текст, как вы его ввели: «${phishing}»`;
    expect(email.text).toContain(own);
    expect(email.html).toContain(own);
    expect(renderBotDigest({ ...hostile, keywords: phishing })).toContain(own);
    const english = renderEmailDigest({ ...hostile, language: 'en', keywords: phishing });
    expect(english.text).toContain(`The setting’s keywords — your own text, as you typed it: "${phishing}"`);
  });

  it('names categories as categories when the setting has no keywords', () => {
    const email = renderEmailDigest({ ...hostile, keywords: 'Поэзия, Открытки', criteria: 'categories' });
    expect(email.text).toContain('Категории настройки: Поэзия, Открытки');
    expect(email.text).not.toContain('ваш собственный текст');
  });
});

describe('each lot of a digest', () => {
  const lots: DigestInput['lots'] = [
    {
      id: 7,
      title: 'Стихотворенія',
      author: 'Тютчев Ф.И.',
      year: 1886,
      categoryName: 'Поэзия',
      sellerName: 'Букинист',
      finalPrice: 42_000,
      saleDate: new Date('2026-11-27T09:00:00Z'),
      matched: ['тютчев'],
      cover: null,
    },
    {
      id: 8,
      title: 'Открытка. Москва',
      author: null,
      year: null,
      categoryName: 'Открытки',
      sellerName: 'Букинист',
      finalPrice: 300,
      saleDate: new Date('2026-11-27T09:00:00Z'),
      matched: [],
      cover: null,
    },
  ];
  const input = (language: 'ru' | 'en', full = true): DigestInput => ({ ...hostile, language, full, lots });

  it.each([
    ['ru', 'Автор: Тютчев Ф.И.', 'Год издания: 1886'],
    ['en', 'Author: Тютчев Ф.И.', 'Year: 1886'],
  ] as const)(
    'shows the author and the year when known (%s), in the e-mail and the bot message',
    (language, author, year) => {
      const email = renderEmailDigest(input(language));
      const first = email.text.slice(email.text.indexOf('Стихотворенія'), email.text.indexOf('Открытка. Москва'));
      expect(first).toContain(`  ${author}\n  ${year}\n`);
      const second = email.text.slice(email.text.indexOf('Открытка. Москва'));
      expect(second).not.toMatch(/Автор|Author|Год издания|Year/);
      expect(email.html).toContain(`${author.split(': ')[0]}: <b>Тютчев Ф.И.</b>`);
      expect(email.html).toContain(`${year.split(': ')[0]}: <b>1886</b>`);
      const bot = renderBotDigest(input(language));
      expect(bot).toContain(`Стихотворенія</a></b>\n${author}\n${year}\n`);
      expect(bot.slice(bot.indexOf('Открытка. Москва'))).not.toMatch(/Автор|Author|Год издания|Year/);
    },
  );

  it('shows author and year to users without a subscription too (only price and date are hidden)', () => {
    const { text } = renderEmailDigest(input('ru', false));
    expect(text).toContain('Автор: Тютчев Ф.И.');
    expect(text).toContain('Год издания: 1886');
    expect(text).not.toContain('42 000');
  });
});
