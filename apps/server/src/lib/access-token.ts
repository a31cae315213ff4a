import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  role: 'customer' | 'staff';
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'pasal';

export function createAccessTokens(secret: string, now: () => number = Date.now) {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every call, which cost more
  // than the signature check itself on the checkout's hot path.
  let key: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(await hmacKey());
    },
    /** Null for anything that is not a valid, unexpired token signed by us with HS256. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: [ALGORITHM], // pinned: never "none", never a public-key algorithm
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const role = payload.role === 'staff' ? 'staff' : 'customer';
        return Number.isInteger(userId) && userId > 0 ? { userId, role } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
