import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGE_COOKIE } from '@raritet/contracts/auth';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * What the home page and the search screens read, in the default language, ships inside the app: they
 * render without a second round trip for their texts. Every other namespace, English and the error
 * catalogue load when a screen asks for them (`useTranslation` suspends meanwhile); a lazy page names its
 * namespaces so they come beside its code (lib/lazy-component.ts, ADR 0036).
 */
export const BUNDLED_NAMESPACES = ['common', 'home', 'archive'] as const;
const bundledFiles = import.meta.glob<Record<string, unknown>>('../locales/ru/{common,home,archive}.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

function bundledResources(): Resource {
  const ru: Record<string, Record<string, unknown>> = {};
  for (const namespace of BUNDLED_NAMESPACES) {
    const content = bundledFiles[`../locales/ru/${namespace}.json`];
    if (content !== undefined) ru[namespace] = content;
  }
  return { ru };
}

const ERRORS_NAMESPACE = 'errors';

/** A namespace's texts in one language: a locale file, or the contract's error catalogue for `errors`. */
async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  // Server error codes read the same in the browser as in the server's responses.
  if (namespace === ERRORS_NAMESPACE) return (await import('./error-texts.ts')).errorTexts(language);
  const load = lazyFiles[`../locales/${language}/${namespace}.json`];
  if (load === undefined) throw new Error(`No texts for ${language}/${namespace}`);
  return load();
}

/** The `name` of the header's language select, by which the client entry finds a choice made before it ran. */
export const LANGUAGE_FIELD = 'language';

/** The language this device chose (localStorage), known before the texts of it have loaded. */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n: I18n = i18next.createInstance();

const SECONDS_PER_YEAR = 365 * 24 * 60 * 60;

i18n.on('languageChanged', (language) => {
  // No document when a page is rendered on the server (src/entry-server.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // The server renders a page only in the language the app hydrates it in (ADR 0057).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${SECONDS_PER_YEAR}; Path=/; SameSite=Lax`;
});

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadNamespace))
  .init({
    resources: bundledResources(),
    // The bundled texts are only part of Russian: the backend loads the rest on demand.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    // Both languages have every key (locales.test.ts): no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    // Loaded before the first render in whichever language the visitor chose.
    ns: [...BUNDLED_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
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
