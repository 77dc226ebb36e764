import { surnameFirst, type Draft } from './draft.ts';
import type { Random } from './random.ts';
import {
  BOOK_REMARKS,
  CONDITION_FACTORS,
  CONDITION_STATES,
  DEALER_LINES,
  DEFECTS,
  MERITS,
  SHEET_REMARKS,
} from './vocabulary/condition.ts';

const SHEET_DEFECTS = DEFECTS.filter(([, , bookOnly]) => !bookOnly);

/** A piece of a paragraph: text, optionally bold; `null` is a line break. */
type Piece = { text: string; bold?: boolean } | null;

export type Description = { html: string; text: string; priceFactor: number };

const escapeHtml = (value: string) =>
  /[&<>]/.test(value) ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : value;

function render(paragraphs: Piece[][]): { html: string; text: string } {
  let html = '';
  let text = '';
  for (let p = 0; p < paragraphs.length; p++) {
    html += '<p>';
    if (p > 0) text += '\n\n';
    for (const piece of paragraphs[p]!) {
      if (piece === null) {
        html += '<br>';
        text += '\n';
      } else {
        html += piece.bold ? `<b>${escapeHtml(piece.text)}</b>` : escapeHtml(piece.text);
        text += piece.text;
      }
    }
    html += '</p>';
  }
  return { html, text };
}

/** Ends a sentence with a full stop unless it already ends with one (or with '!', '?', '»'). */
function withStop(value: string): string {
  return /[.!?]$/.test(value) ? value : `${value}.`;
}

const wordCounts = new Map<string, number>();

/** Word count, remembered for the fixed sentences that recur in every description. */
function words(value: string): number {
  const known = wordCounts.get(value);
  if (known !== undefined) return known;
  const count = countWords(value);
  if (wordCounts.size < 10_000) wordCounts.set(value, count);
  return count;
}

function countWords(value: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i++) {
    const space = value.charCodeAt(i) <= 32;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/**
 * The lot description a dealer writes: the bibliographic line in bold, what makes the copy notable,
 * binding and condition, then whatever they usually add. Aims at 40–120 words.
 */
export function describe(draft: Draft, random: Random): Description {
  const target = 40 + Math.round(82 * Math.pow(random.next(), 2.6));
  const heading = withStop(draft.author ? `${surnameFirst(draft.author)} ${draft.title}` : draft.title);
  const first: Piece[] = [{ text: heading, bold: true }, { text: ` — ${withStop(draft.imprint)}` }];
  for (const part of draft.physical) first.push({ text: ` — ${withStop(part)}` });

  const second: Piece[] = [];
  for (const note of draft.notes) second.push({ text: `${second.length > 0 ? ' ' : ''}${note}` });

  let priceFactor = 1;
  const condition: Piece[] = [];
  if (draft.binding) condition.push({ text: `${draft.binding}.` }, null);
  const remarks: string[] = [];
  const defects = draft.bound ? DEFECTS : SHEET_DEFECTS;
  const defectCount = random.weighted([0, 1, 2, 3], [3, 4, 2, 1]);
  for (const [text, factor] of random.sample(defects, defectCount)) {
    if (text === 'Без суперобложки' && draft.binding?.includes('суперобложк')) continue;
    remarks.push(text);
    priceFactor *= factor;
  }
  // The overall state follows the defects: three of them do not make an 'excellent' copy.
  const conditionIndex = Math.min(4, Math.max(0, defectCount + random.int(-1, 1)));
  priceFactor *= CONDITION_FACTORS[conditionIndex]!;
  if (draft.bound && random.chance(0.3)) {
    const [text, factor] = random.pick(MERITS);
    remarks.push(text);
    priceFactor *= factor;
  }
  if (draft.bound && draft.year < 1900 && random.chance(0.03)) {
    remarks.push('Без титульного листа');
    priceFactor *= 0.4;
  }
  if (remarks.length > 0) condition.push({ text: `${remarks.join('. ')}.` }, null);
  condition.push({ text: `Состояние: ${CONDITION_STATES[conditionIndex]}.` });

  const extra: Piece[] = [];
  const optional = [
    ...draft.about,
    ...random.sample(draft.bound ? BOOK_REMARKS : SHEET_REMARKS, 5),
    ...random.sample(DEALER_LINES, 8),
  ];
  let count = 6;
  for (const piece of first) count += piece ? countWords(piece.text) : 0;
  for (const note of draft.notes) count += words(note);
  for (const remark of remarks) count += words(remark);
  for (const sentence of optional) {
    if (count >= target) break;
    extra.push({ text: `${extra.length > 0 ? ' ' : ''}${sentence}` });
    count += words(sentence);
  }

  const paragraphs = [first, second, condition, extra].filter((pieces) => pieces.length > 0);
  return { ...render(paragraphs), priceFactor };
}
