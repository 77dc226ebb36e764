import { messages } from '@raritet/contracts/messages';

/**
 * The contract's message catalogue as the `errors` namespace of one language. Its own module, loaded on
 * demand: only forms need it, and it holds every feature's texts in both languages.
 */
export function errorTexts(language: string): Record<string, string> {
  const lang = language === 'en' ? 'en' : 'ru';
  return Object.fromEntries(Object.entries(messages).map(([code, text]) => [code, text[lang]]));
}
