import data from './subjects-humanities.json' with { type: 'json' };
import { defineSubject, type Subject } from './subject.ts';

/** History, war, faith, thought, language and the arts: titles as catalogues list them. */
export const HUMANITIES = Object.fromEntries(
  Object.entries(data).map(([name, subject]) => [name, defineSubject(subject as Parameters<typeof defineSubject>[0])]),
) as Record<keyof typeof data, Subject>;
