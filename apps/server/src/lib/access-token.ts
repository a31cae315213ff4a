import { USER_ROLES, type UserRole } from '@pasal/contract';
import { createSigner, createVerifier } from 'fast-jwt';

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
  // fast-jwt checks the HMAC with node:crypto, synchronously: WebCrypto's (jose's) answers through
  // a job on the thread pool and a promise, which cost a sixth of an order's CPU on the checkout's
  // hot path. Expiry is checked here against `now` (the verifier's clock is fixed when it is made).
  const signToken = createSigner({ key: secret, algorithm: ALGORITHM, noTimestamp: true });
  const verifyToken = createVerifier({
    key: secret,
    algorithms: [ALGORITHM], // pinned: never "none", never a public-key algorithm
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp'],
    ignoreExpiration: true,
  });
  // A shopper sends the same token with every request for its 15 minutes. A token's claims cannot
  // change, so once verified it is valid until its expiry; only the exact same string hits the cache.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    /** An unproven address unless said otherwise (emailVerified). */
    async sign(claims: Omit<AccessClaims, 'emailVerified'> & { emailVerified?: boolean }): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return signToken({
        role: claims.role,
        ev: claims.emailVerified === true,
        sub: String(claims.userId),
        iss: ISSUER,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_SECONDS,
      });
    },
    /** Null for anything that is not a valid, unexpired token signed by us with HS256. */
    async verify(token: string): Promise<AccessClaims | null> {
      // A token is expired once its `exp` (seconds) is not after the current second.
      const nowSeconds = Math.floor(now() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds) return known.claims;
        verified.delete(token);
        return null;
      }
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token) as Record<string, unknown>;
      } catch {
        return null;
      }
      const userId = Number(payload.sub);
      const expiresAt = payload.exp;
      if (!Number.isInteger(userId) || userId <= 0 || typeof expiresAt !== 'number' || expiresAt <= nowSeconds) {
        return null;
      }
      const claims: AccessClaims = { userId, role: roleClaim(payload.role), emailVerified: payload.ev === true };
      if (verified.size >= VERIFIED_TOKENS_CACHED) verified.clear();
      verified.set(token, { claims, expiresAt });
      return claims;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
