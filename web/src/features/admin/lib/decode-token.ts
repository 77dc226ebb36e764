export interface DecodedToken {
  /** The whole payload, for the debug view. */
  payload: Record<string, unknown>;
  subject: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function secondsToDate(value: unknown): Date | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
}

/**
 * Reads a JWT's payload for the access-denied debug view. The signature is deliberately not checked:
 * the browser has no key, and only the server's answer decides access. Null when it is not a JWT.
 */
export function decodeToken(token: string): DecodedToken | null {
  const segment = token.split('.')[1];
  if (segment === undefined || segment === '') return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(segment));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const record = payload as Record<string, unknown>;
    const sub = record.sub;
    return {
      payload: record,
      subject: typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null,
      issuedAt: secondsToDate(record.iat),
      expiresAt: secondsToDate(record.exp),
    };
  } catch {
    return null;
  }
}
