import { maskSecret } from '@raritet/contracts/settings';

/**
 * The one scrubber for text that leaves the process or is kept: every log line (lib/logger.ts), every
 * error text stored in the database or shown in an answer. It removes what looks like a credential
 * (patterns below) and every secret value the process knows (`registerSecrets`): the admin settings'
 * secrets, JWT_SECRET, SETTINGS_KEY, METRICS_TOKEN… (docs/adr/0040).
 */

export const REDACTED = '<redacted>';

/** Shorter values would mask ordinary words; the settings' checks used the same floor. */
const MIN_SECRET_LENGTH = 4;

/** Query parameters and `key=value` pairs that carry credentials. */
const SECRET_PARAMETERS =
  'token|ticket|nonce|sig|signature|access_token|refresh_token|id_token|api_?key|apikey|secret|client_secret|password|passwd|pwd|pass|x-amz-credential|x-amz-signature|x-amz-security-token';

/** What looks like a credential, in URLs, headers and messages; each keeps the name and drops the value. */
const PATTERNS: readonly [RegExp, string][] = [
  // A Telegram Bot API address: https://api.telegram.org/bot123:ABC…/getMe
  [/\/bot\d+:[\w-]+/g, `/bot${REDACTED}`],
  // A bare Telegram bot token.
  [/\b\d{5,}:[\w-]{30,}/g, REDACTED],
  // ?token=… &ticket=… &X-Amz-Signature=… ; also password=… in libpq and form texts.
  [new RegExp(`(^|[?&;\\s,(])((?:${SECRET_PARAMETERS})=)[^&#\\s"'<>\\\\,;)]+`, 'gi'), `$1$2${REDACTED}`],
  // The user's password in a connection string or URL: postgres://user:pass@host, smtp://u:p@host.
  [/(\b[a-z][a-z\d+.-]*:\/\/[^\s/?#@:"'\\]*):[^\s/?#"'\\]*@/gi, `$1:${REDACTED}@`],
  // Authorization values: "Bearer eyJ…", "Basic dXNlcjpwYXNz".
  // (A digit is required so that "Basic settings" stays as it is.)
  [/\b([Bb]earer|[Bb]asic|OAuth)\s+(?=[\w\-.~+/:]*\d)[\w\-.~+/:]{12,}=*/g, `$1 ${REDACTED}`],
  // AWS signature v4 in a header or a presigned address: Credential=AKID/…, Signature=…
  [/\b(Credential|Signature|Security-Token)=[^\s,&"'\\]+/gi, `$1=${REDACTED}`],
  // A JSON Web Token (a login token) anywhere.
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, REDACTED],
];
/** One test for "could any pattern match": most texts have nothing to scrub. */
const ANY_PATTERN = new RegExp(PATTERNS.map(([pattern]) => pattern.source).join('|'), 'i');

const registered = new Map<string, readonly string[]>();
/** Each secret with the forms it takes in other texts (JSON-escaped, percent-encoded), longest first. */
let variants: [form: string, mask: string][] = [];

/**
 * Tells the scrubber the secret values of one owner (replacing that owner's earlier list): the settings
 * service on every load and save, the composition for the environment's keys. Empty values are ignored.
 */
export function registerSecrets(owner: string, values: readonly (string | undefined | null)[]): void {
  registered.set(
    owner,
    values.filter((value): value is string => typeof value === 'string' && value.length >= MIN_SECRET_LENGTH),
  );
  const forms = new Map<string, string>();
  for (const secret of new Set([...registered.values()].flat())) {
    const mask = maskSecret(secret);
    for (const form of [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]) forms.set(form, mask);
  }
  variants = [...forms].sort(([a], [b]) => b.length - a.length);
}

/** The password of a connection string (postgres://user:pass@host), decoded; undefined when it has none. */
export function passwordOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Replaces each of `secrets` (and the secrets registered) by its mask, longest first. */
export function redactValues(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && result.includes(secret))
      result = result.split(secret).join(maskSecret(secret));
  }
  for (const [form, mask] of variants) if (result.includes(form)) result = result.split(form).join(mask);
  return result;
}

/** Whether the text holds anything the scrubber would change (cheap: for the logger's every line). */
export function needsRedaction(text: string): boolean {
  return ANY_PATTERN.test(text) || variants.some(([form]) => text.includes(form));
}

/** The text without credentials or known secrets. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let result = redactValues(text, secrets);
  if (!ANY_PATTERN.test(result)) return result;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** An error's message (or the thrown value) as text safe to store or show, at most `max` characters. */
export function redactedMessage(error: unknown, max = 2000): string {
  return redactText(error instanceof Error ? error.message : String(error)).slice(0, max);
}

/** Every string in a JSON-like value scrubbed (keys and numbers kept): for log lines and stored JSON. */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item)])) as T;
  }
  return value;
}
