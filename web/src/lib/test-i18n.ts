import i18next, { type Resource, type TFunction } from 'i18next';
import { languages } from '@raritet/contracts/messages';
import { errorTexts } from './error-texts.ts';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function resources(): Resource {
  const result: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match === null) continue;
    const [, language = '', namespace = ''] = match;
    result[language] = { ...result[language], [namespace]: content };
  }
  // The contract's message catalogue is the `errors` namespace, as in the app.
  for (const language of languages) {
    result[language] = { ...result[language], errors: errorTexts(language) };
  }
  return result;
}

/** A translator over the real texts of every namespace, for unit tests that assert the spec's wording. */
export async function testT(language: 'ru' | 'en' = 'ru', defaultNS = 'common'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: resources(), defaultNS, interpolation: { escapeValue: false } });
  return instance.t;
}
