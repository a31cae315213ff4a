import { webcrypto } from 'node:crypto';
import { USER_ROLES, type UserRole } from '@pasal/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  /**
   * The role at sign-in or the last refresh. Staff and admin writes check it again in the
   * database (app.ts requireStaff/requireAdmin): a role removed since then stops them at once.
   */
  role: UserRole;
  /**
   * The account had proven its e-mail address when the token was made. Orders need it; it is in
   * the token so that placing an order reads no account row (bench:checkout). A token made before
   * the proof says false until the browser refreshes it, which the web app does right after.
   */
  emailVerified: boolean;
}

/** A role claim we did not write (an older or foreign token) counts as a customer. */
function roleClaim(value: unknown): UserRole {
  return USER_ROLES.find((role) => role === value) ?? 'customer';
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'pasal';
/** Verified tokens remembered (about 300 bytes each); a full cache starts over. */
export const VERIFIED_TOKENS_CACHED = 10_000;

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
  // A shopper sends the same token with every request for its 15 minutes, and checking its
  // signature (WebCrypto HMAC) was a tenth of the checkout's CPU. A token's claims cannot change,
  // so once verified it is valid until its expiry; only the exact same string hits the cache.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    /** An unproven address unless said otherwise (emailVerified). */
    async sign(claims: Omit<AccessClaims, 'emailVerified'> & { emailVerified?: boolean }): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role: claims.role, ev: claims.emailVerified === true })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(await hmacKey());
    },
    /** Null for anything that is not a valid, unexpired token signed by us with HS256. */
    async verify(token: string): Promise<AccessClaims | null> {
      // jose's rule: a token is expired once its `exp` (seconds) is not after the current second.
      const nowSeconds = Math.floor(now() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: [ALGORITHM], // pinned: never "none", never a public-key algorithm
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const role = roleClaim(payload.role);
        if (!Number.isInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
        const claims: AccessClaims = { userId, role, emailVerified: payload.ev === true };
        if (verified.size >= VERIFIED_TOKENS_CACHED) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
