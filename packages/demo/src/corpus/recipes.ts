import type { AuthorGroup } from './vocabulary/authors.ts';
import type { ForeignLanguage } from './vocabulary/old-and-foreign.ts';
import type { JournalGroup } from './vocabulary/periodicals.ts';
import type { Region } from './vocabulary/regions.ts';
import type { HUMANITIES } from './vocabulary/subjects-humanities.ts';
import type { PRACTICAL } from './vocabulary/subjects-practical.ts';

/** First and last year (inclusive) a category's lots were made in; the sale date caps the last. */
export type Years = readonly [number, number];

export type SubjectKey = keyof typeof HUMANITIES | keyof typeof PRACTICAL;
export type Marker =
  'lifetime' | 'first' | 'inscribed' | 'exlibris' | 'publisherBinding' | 'miniature' | 'smallRun' | 'banned';
export type PostcardTheme =
  'views' | 'greetings' | 'art' | 'war' | 'types' | 'sovietViews' | 'actors' | 'space' | 'photo';
export type PhotoTheme = 'portrait' | 'group' | 'view' | 'album' | 'soviet' | 'war';

/** How a category's lots are made: which generator, with which limits. */
export type Recipe =
  | {
      maker: 'authored';
      groups: AuthorGroup[];
      years: Years;
      marker?: Marker;
      /** Only this publisher (by name), or 'emigre' for any émigré house. */
      publisher?: string;
      series?: string;
      /** Only collected works (Собрание сочинений …). */
      collected?: boolean;
      /** Only these writers ('А.С. Пушкин'): the collections built around one author. */
      writers?: string[];
    }
  | { maker: 'subject'; subject: SubjectKey; years: Years; match?: RegExp }
  | { maker: 'local'; region: Region; years: Years }
  | { maker: 'church'; years: Years; oldBelief?: boolean }
  | { maker: 'foreign'; language: ForeignLanguage; years: Years }
  | { maker: 'convolute'; years: Years }
  | { maker: 'journal'; groups: JournalGroup[]; years: Years; match?: RegExp }
  | { maker: 'newspaper'; years: Years }
  | { maker: 'map'; years: Years; region?: Region; foreign?: boolean; match?: RegExp }
  | { maker: 'engraving'; years: Years; match?: RegExp }
  | { maker: 'postcard'; theme: PostcardTheme; years: Years; region?: Region }
  | { maker: 'photo'; theme: PhotoTheme; years: Years }
  | { maker: 'autograph'; who: 'writers' | 'silver' | 'famous' | 'letters'; years: Years; match?: RegExp }
  | { maker: 'poster'; years: Years; match?: RegExp }
  | { maker: 'document'; years: Years; match?: RegExp };

export type CategoryDefinition = {
  name: string;
  description: string;
  /** Relative share of lots. */
  weight: number;
  recipe: Recipe;
};
