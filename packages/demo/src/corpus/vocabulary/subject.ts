import { entries, type Entry } from './entries.ts';
import type { PublisherTag } from './publishers.ts';

/** One field of knowledge: how its books are titled, who prints them, what dealers say about them. */
export type Subject = {
  /** Titles, possibly with {slot} placeholders and a fixed author ('title|author@years'). */
  titles: Entry[];
  slots: Record<string, Entry[]>;
  publishers: PublisherTag[];
  /** Sentences about the content that descriptions of this subject use. */
  about: string[];
  /** How often a title without a fixed author gets a made-up one. */
  authored: number;
};

export function defineSubject(input: {
  titles: string[];
  slots: Record<string, string[]>;
  publishers: PublisherTag[];
  about: string[];
  authored: number;
}): Subject {
  return {
    titles: entries(input.titles),
    slots: Object.fromEntries(Object.entries(input.slots).map(([name, lines]) => [name, entries(lines)])),
    publishers: input.publishers,
    about: input.about,
    authored: input.authored,
  };
}
