/**
 * Typed readers for arrays taken from the `info` namespace with `returnObjects: true`.
 * i18next types such results loosely (and returns the key itself when a translation is missing),
 * so each reader checks the shape and drops what does not fit instead of crashing the page.
 */

export type DocumentSection = { title: string; paragraphs: string[] };
export type TitledText = { title: string; text: string };
export type FaqItem = { question: string; answers: string[] };
export type BotCommand = { command: string; description: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function asRecordList(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

export function asSections(value: unknown): DocumentSection[] {
  return asRecordList(value).map((item) => ({ title: text(item, 'title'), paragraphs: asStringList(item.paragraphs) }));
}

export function asTitledTexts(value: unknown): TitledText[] {
  return asRecordList(value).map((item) => ({ title: text(item, 'title'), text: text(item, 'text') }));
}

export function asFaqItems(value: unknown): FaqItem[] {
  return asRecordList(value).map((item) => ({ question: text(item, 'question'), answers: asStringList(item.answers) }));
}

export function asBotCommands(value: unknown): BotCommand[] {
  return asRecordList(value).map((item) => ({
    command: text(item, 'command'),
    description: text(item, 'description'),
  }));
}

export type GuideStep = { title: string; text: string; command?: string };

export function asGuideSteps(value: unknown): GuideStep[] {
  return asRecordList(value).map((item) => {
    const command = text(item, 'command');
    return { title: text(item, 'title'), text: text(item, 'text'), ...(command ? { command } : {}) };
  });
}
