import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { userId: number; sessionId: string };

/** Session ids are 24 url-safe characters (18 random bytes). */
const SESSION_ID = /^[\w-]{24}$/;

/**
 * HS256 JWTs: the subject is the user id and `sid` the session (the sessions table), with the
 * session's expiry as `exp`. Everything else is read fresh. A token without `exp`, `sub` or `sid`
 * is refused even when its signature is right.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId: number, sessionId: string, expiresAt: Date) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    /** The claims, or null for a token that is malformed, forged, expired or lacks a claim. */
    verify: async (token: string): Promise<TokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload['sid'];
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
        return { userId, sessionId };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
