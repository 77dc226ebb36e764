import { describe, expect, it } from 'vitest';
import { telegramHtmlError } from '../../../test/fakes/fake-bot-api.ts';
import { escapeHtml, htmlToText, MESSAGE_MAX_LENGTH, splitHtml } from './html.ts';

describe('Telegram HTML', () => {
  it('keeps a short message whole', () => {
    expect(splitHtml('<b>Пушкин</b>\nЦена: 100 ₽')).toEqual(['<b>Пушкин</b>\nЦена: 100 ₽']);
  });

  it('splits a long message between lines, each part at most 4,096 characters and valid HTML', () => {
    const line = (n: number) =>
      `<b>Лот ${n}</b> <a href="https://raritet.example/books/${n}">открыть</a> — ${'а'.repeat(60)}`;
    const html = Array.from({ length: 150 }, (_, n) => line(n)).join('\n');
    const parts = splitHtml(html);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
      expect(telegramHtmlError(part)).toBeNull();
    }
    // Nothing lost, nothing doubled: the lines come back in order.
    expect(parts.join('\n')).toBe(html);
  });

  it('cuts a single over-long line as text, never inside an entity or a surrogate pair', () => {
    const line = `<i>${'&amp;'.repeat(1000)}${'📚'.repeat(3000)}</i>`;
    const parts = splitHtml(`Начало\n${line}\nКонец`);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
      expect(telegramHtmlError(part)).toBeNull();
      expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    const text = parts.map(htmlToText).join('');
    expect(text.match(/&/g)).toHaveLength(1000);
    expect(text.match(/📚/gu)).toHaveLength(3000);
    expect(parts[0]).toBe('Начало');
    expect(parts.at(-1)?.endsWith('\nКонец')).toBe(true);
  });

  it('escapes what a user typed so Telegram reads it as text', () => {
    const typed = '<script>&"\'</script>';
    expect(telegramHtmlError(escapeHtml(typed))).toBeNull();
    expect(htmlToText(escapeHtml(typed))).toBe(typed);
    expect(telegramHtmlError(typed)).not.toBeNull();
  });
});
