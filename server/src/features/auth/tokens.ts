import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_DAYS } from '@raritet/contracts/auth';

export type TokenClaims = { userId: number };

/** HS256 JWTs valid for the spec's 7 days; the subject is the user id, everything else is read fresh. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_DAYS}d`)
        .sign(key),
    /** The claims, or null for a token that is malformed, forged or expired. */
    verify: async (token: string): Promise<TokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
