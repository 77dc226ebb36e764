/**
 * Text that comes from outside (the trading platform, an imported package, an outside service's error)
 * made fit for everything it goes into: PostgreSQL text and jsonb, a log line, an e-mail, a Telegram
 * message. PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses an unpaired surrogate (JSON
 * escapes it as `\udXXX`), so either would fail the statement that stores it; the other control
 * characters are stored but make e-mail headers and bot messages misbehave. One set of rules (ADR 0039).
 */

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what is found
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Any control character, line breaks included (a line has none). */
// eslint-disable-next-line no-control-regex -- control characters are what is found
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * At most `max` UTF-16 units, never half a surrogate pair (the half would be a lone surrogate); with
 * `ellipsis`, a cut text ends with '…' within the bound.
 */
export function clip(text: string, max: number, ellipsis = false): string {
  if (text.length <= max) return text;
  const room = ellipsis ? max - 1 : max;
  if (room <= 0) return ellipsis && max > 0 ? '…' : '';
  const end = isHighSurrogate(text.charCodeAt(room - 1)) ? room - 1 : room;
  return ellipsis ? `${text.slice(0, end)}…` : text.slice(0, end);
}

/**
 * Text every store and channel takes: control characters removed (tab and line breaks kept), unpaired
 * surrogates replaced by U+FFFD, at most `max` UTF-16 units.
 */
export function storableText(text: string, max: number): string {
  return clip(text.replace(CONTROLS, '').replace(LONE_SURROGATE, '\ufffd'), max);
}

/**
 * One line of storable text (a title, a name, a city): control characters and line breaks count as
 * spaces, runs of whitespace become one space, trimmed; at most `max` units, with '…' when asked.
 */
export function lineText(text: string, max: number, ellipsis = false): string {
  const line = text.replace(LINE_CONTROLS, ' ').replace(LONE_SURROGATE, '\ufffd').replace(/\s+/g, ' ').trim();
  return clip(line, max, ellipsis);
}
