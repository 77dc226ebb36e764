import data from './subjects-practical.json' with { type: 'json' };
import { defineSubject, type Subject } from './subject.ts';

/** Natural science, medicine, travel, technology and the household. */
export const PRACTICAL = Object.fromEntries(
  Object.entries(data).map(([name, subject]) => [name, defineSubject(subject as Parameters<typeof defineSubject>[0])]),
) as Record<keyof typeof data, Subject>;
