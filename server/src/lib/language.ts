import type { Language } from '@raritet/contracts/messages';

/**
 * Picks the response language from Accept-Language: the first supported tag by quality,
 * Russian when the header is missing or names nothing we have.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'ru';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag, quality } of ranked) {
    if (quality <= 0) continue;
    if (tag === 'ru' || tag.startsWith('ru-')) return 'ru';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'ru';
}
