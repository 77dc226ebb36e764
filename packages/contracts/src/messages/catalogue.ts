/** A part of the message catalogue: each stable code with its text in both languages. */
export type Catalogue = Record<string, { ru: string; en: string }>;
