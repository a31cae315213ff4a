import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_REFRESH_PATH } from '@pasal/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { refreshTokens } from './schema.js';

/**
 * Refresh tokens (docs/rules/accounts.md#sessions-and-tokens, ASVS 10.4.5/10.4.8): opaque random
 * values, stored only as a SHA-256 hash, sent only in an HttpOnly SameSite=Strict cookie scoped to
 * the auth path. Every use spends the token and issues a new one in the same family; presenting a
 * spent token again revokes the whole family. A family lives at most 30 days from the sign-in
 * (absolute), and a single token at most 14 days without use (idle).
 *
 * One browser can present a token twice without anyone having copied it: two tabs renewing at
 * the same moment, or a page reloaded while its renewal's answer (and the cookie it sets) was
 * still on the way (issue 30). So for a short grace window after a token was spent, presenting it
 * again answers the successor it was spent for, the very same value: the browser ends up with one
 * cookie whichever answer lands last, and the family still has one live token. A successor is not
 * stored in the clear; it is derived from its predecessor with a server key (HMAC), so only the
 * holder of the spent value gets it again. After the window, or once the successor has itself
 * been used, a spent token is reuse as before.
 */
const REFRESH_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** How long after its use a token still brings its successor (docs/api-auth.md#refresh-cookie-and-sessions). */
export const REUSE_GRACE_MS = 30_000;
/** Covers the refresh, logout and change-password endpoints, nothing else. */
const REFRESH_COOKIE_PATH = AUTH_REFRESH_PATH.replace(/\/token\/refresh\/$/, '');

function refreshCookieName(config: Config): string {
  return cookieIsSecure(config) ? '__Secure-pasal_rt' : 'pasal_rt';
}

function cookieIsSecure(config: Config): boolean {
  return config.COOKIE_SECURE || config.PUBLIC_URL.startsWith('https://');
}

const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

export interface IssuedRefresh {
  /** Cookie value: 'p.' (kept across browser restarts, 'Remember me') or 's.' (browser session) + 256 random bits. */
  value: string;
  persistent: boolean;
  familyExpiresAt: Date;
}

function newValue(persistent: boolean): string {
  return `${persistent ? 'p' : 's'}.${randomBytes(32).toString('base64url')}`;
}

/** The token a spent one is exchanged for: the same for every presentation, unguessable without the key. */
function successorOf(value: string, secret: string): string {
  const prefix = value.startsWith('p.') ? 'p' : 's';
  return `${prefix}.${createHmac('sha256', `${secret}:refresh-successor`).update(value).digest('base64url')}`;
}

/** A new family, at sign-in. Also clears this user's dead rows so the table does not grow. */
export async function startRefreshFamily(
  db: DbOrTx,
  userId: number,
  persistent: boolean,
  now: number,
): Promise<IssuedRefresh> {
  const at = new Date(now);
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(lt(refreshTokens.familyExpiresAt, at), isNotNull(refreshTokens.revokedAt)),
      ),
    );
  const familyExpiresAt = new Date(now + REFRESH_ABSOLUTE_MS);
  const value = newValue(persistent);
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: hashToken(value),
    expiresAt: new Date(Math.min(now + REFRESH_IDLE_MS, familyExpiresAt.getTime())),
    familyExpiresAt,
    createdAt: at,
  });
  return { value, persistent, familyExpiresAt };
}

export type RotateResult =
  | { ok: true; userId: number; issued: IssuedRefresh }
  | { ok: false; reason: 'unknown' }
  /** The account the token belonged to, so the answer can say why (a disabled account). */
  | { ok: false; reason: 'expired' | 'revoked' | 'reused'; userId: number };

/**
 * Spends a refresh token and issues its successor. Presenting it again within REUSE_GRACE_MS
 * answers the same successor while that one is unused; any other reuse of a spent token revokes
 * the family. `secret` keys the successor's derivation (the server secret).
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  value: string,
  now: number,
  secret: string,
): Promise<RotateResult> {
  const at = new Date(now);
  const tokenHash = hashToken(value);
  // Atomic: of two requests presenting the same token, exactly one spends the row.
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning();
  if (spent) {
    if (spent.expiresAt.getTime() <= now || spent.familyExpiresAt.getTime() <= now) {
      await revokeFamily(db, spent.familyId, now);
      return { ok: false, reason: 'expired', userId: spent.userId };
    }
    const issued = await successorFor(db, spent, value, at, secret);
    // Only a successor already used could stand in the way: then this token was not new after all.
    if (!issued.ok) await revokeFamily(db, spent.familyId, now);
    return issued;
  }
  const [existing] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  if (!existing) return { ok: false, reason: 'unknown' };
  if (existing.revokedAt) return { ok: false, reason: 'revoked', userId: existing.userId };
  const usedAt = existing.usedAt?.getTime() ?? 0;
  if (now - usedAt <= REUSE_GRACE_MS && existing.familyExpiresAt.getTime() > now) {
    // The same browser again (another tab, a reloaded page): the successor it was spent for.
    const again = await successorFor(db, existing, value, existing.usedAt ?? at, secret);
    if (again.ok) return again;
  }
  // A spent token came back: it was copied. Whoever holds its successor loses it too.
  await revokeFamily(db, existing.familyId, now);
  return { ok: false, reason: 'reused', userId: existing.userId };
}

type TokenRow = typeof refreshTokens.$inferSelect;

/**
 * The successor of `spent`, made when it was spent (`at`). Written here if it is not there yet
 * (the unique hash makes a second write, by the other of two simultaneous requests, a no-op), and
 * answered only while it is itself unused and not revoked.
 */
async function successorFor(
  db: DbOrTx,
  spent: TokenRow,
  value: string,
  at: Date,
  secret: string,
): Promise<RotateResult> {
  const persistent = value.startsWith('p.');
  const next = successorOf(value, secret);
  const nextHash = hashToken(next);
  await db
    .insert(refreshTokens)
    .values({
      userId: spent.userId,
      familyId: spent.familyId,
      tokenHash: nextHash,
      expiresAt: new Date(Math.min(at.getTime() + REFRESH_IDLE_MS, spent.familyExpiresAt.getTime())),
      familyExpiresAt: spent.familyExpiresAt,
      createdAt: at,
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  const [successor] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, nextHash),
        eq(refreshTokens.familyId, spent.familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!successor) return { ok: false, reason: 'reused', userId: spent.userId };
  return {
    ok: true,
    userId: spent.userId,
    issued: { value: next, persistent, familyExpiresAt: spent.familyExpiresAt },
  };
}

async function revokeFamily(db: DbOrTx, familyId: string, now: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the family the presented token belongs to (spent or not). */
export async function revokeFamilyOf(db: DbOrTx, value: string, now: number): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(value)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Password reset or change, a role changed, the account disabled: every session of the account ends. */
export async function revokeAllForUser(db: DbOrTx, userId: number, now: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export function readRefreshCookie(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[refreshCookieName(config)];
  return value && /^[ps]\.[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setRefreshCookie(reply: FastifyReply, config: Config, issued: IssuedRefresh, now: number): void {
  void reply.setCookie(refreshCookieName(config), issued.value, {
    httpOnly: true,
    secure: cookieIsSecure(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    // Without 'Remember me' the cookie ends with the browser.
    ...(issued.persistent ? { maxAge: Math.floor((issued.familyExpiresAt.getTime() - now) / 1000) } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(refreshCookieName(config), {
    httpOnly: true,
    secure: cookieIsSecure(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}
