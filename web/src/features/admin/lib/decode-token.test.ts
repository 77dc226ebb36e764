import { describe, expect, it } from 'vitest';
import { decodeToken } from './decode-token.ts';

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('decodeToken', () => {
  it('reads sub, iat and exp from the payload without checking the signature', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '42', iat: 1_700_000_000, exp: 1_700_604_800 })}.bad`;
    const decoded = decodeToken(token);
    expect(decoded?.subject).toBe('42');
    expect(decoded?.issuedAt?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(decoded?.expiresAt?.toISOString()).toBe('2023-11-21T22:13:20.000Z');
    expect(decoded?.payload).toEqual({ sub: '42', iat: 1_700_000_000, exp: 1_700_604_800 });
  });

  it('decodes non-ASCII text and numeric subjects', () => {
    const decoded = decodeToken(`x.${encode({ sub: 7, name: 'Раритет' })}.y`);
    expect(decoded?.subject).toBe('7');
    expect(decoded?.payload.name).toBe('Раритет');
    expect(decoded?.issuedAt).toBeNull();
  });

  it('returns null for anything that is not a JWT', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
    expect(decodeToken(`a.${encode([1, 2])}.c`)).toBeNull();
  });
});
