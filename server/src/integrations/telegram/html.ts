import { escapeHtml } from '../../lib/html.ts';

export { escapeHtml };

/** Telegram's limit of one message's text (its characters after the HTML is read). */
export const MESSAGE_MAX_LENGTH = 4096;
/** Telegram's limit of a photo's caption. */
export const CAPTION_MAX_LENGTH = 1024;

/** The text of Telegram HTML: tags dropped, the entities Telegram knows read back. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|quot|amp|#\d+|#x[0-9a-fA-F]+);/g, (entity, name: string) => {
    if (name === 'lt') return '<';
    if (name === 'gt') return '>';
    if (name === 'quot') return '"';
    if (name === 'amp') return '&';
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Plain text cut into escaped pieces of at most `max` characters each, never inside an entity or a surrogate pair. */
function cutText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    const escaped = escapeHtml(char);
    if (piece.length + escaped.length > max) {
      pieces.push(piece);
      piece = '';
    }
    piece += escaped;
  }
  if (piece.trim() !== '') pieces.push(piece);
  return pieces;
}

/**
 * A message of Telegram HTML split into messages of at most `max` characters. Our messages are short
 * lines, each with its tags closed, so the cuts fall between lines; a single line longer than a
 * message is sent as its plain text, cut where it must be (a tag cut in two would be refused).
 */
export function splitHtml(html: string, max = MESSAGE_MAX_LENGTH): string[] {
  const chunks: string[] = [];
  let chunk = '';
  const flush = () => {
    if (chunk.trim() !== '') chunks.push(chunk);
    chunk = '';
  };
  for (const line of html.split('\n')) {
    if (line.length > max) {
      flush();
      const pieces = cutText(htmlToText(line), max);
      // The last piece may take the next lines after it.
      chunks.push(...pieces.slice(0, -1));
      chunk = pieces.at(-1) ?? '';
      continue;
    }
    const joined = chunk === '' ? line : `${chunk}\n${line}`;
    if (joined.length > max) {
      flush();
      chunk = line;
    } else chunk = joined;
  }
  flush();
  return chunks;
}
