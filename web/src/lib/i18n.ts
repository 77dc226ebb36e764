import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@raritet/contracts/messages';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Every locales/<language>/<namespace>.json file, bundled eagerly: the texts are small. */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = { ru: {}, en: {} };
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const language = match?.[1];
    const namespace = match?.[2];
    if (!isLanguage(language) || namespace === undefined) continue;
    resources[language]![namespace] = content;
  }
  // Server error codes read the same in the browser as in the server's responses.
  for (const language of LANGUAGES) {
    resources[language]!.errors = Object.fromEntries(
      Object.entries(messages).map(([code, text]) => [code, text[language]]),
    );
  }
  return resources;
}

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const resources = buildResources();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: [...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The choice is kept on this device only, as the spec asks. */
export function changeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the language still changes for this visit.
  }
  void i18n.changeLanguage(language);
}
