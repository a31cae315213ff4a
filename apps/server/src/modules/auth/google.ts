import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** What Pasal takes from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export class GoogleTokenError extends Error {}
/** Google's keys could not be fetched: not the shopper's fault. */
export class GoogleUnavailableError extends Error {}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token (docs/rules/accounts.md#google-sign-in): RS256 signature against
 * Google's JWKS (fetched from the configured URL, cached, re-fetched on an unknown key id),
 * `aud` equal to our client id, `iss` one of Google's two issuers, `exp` not passed.
 * `email_verified` is reported, not enforced: the caller decides.
 */
export function createGoogleVerifier(options: { jwksUrl: string; clientId: string; now: () => number }) {
  let keys: JWTVerifyGetKey | null = null;
  return async function verifyGoogleIdToken(token: string): Promise<GoogleIdentity> {
    keys ??= createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(options.now()),
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.email !== 'string')
        throw new GoogleTokenError('The Google token has no account or e-mail');
      return {
        sub: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      };
    } catch (error) {
      if (error instanceof GoogleTokenError) throw error;
      if (error instanceof joseErrors.JWKSTimeout) throw new GoogleUnavailableError('Google keys timed out');
      if (error instanceof joseErrors.JOSEError) throw new GoogleTokenError(`Google token rejected: ${error.code}`);
      throw new GoogleUnavailableError(error instanceof Error ? error.message : 'Google keys unavailable');
    }
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
