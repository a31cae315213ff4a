import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createWorkPool, type PoolLimits } from './hash-pool.js';

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, about half a
 * second), a random 16-byte salt per password. Stored as `scrypt$N$r$p$salt$hash` (base64url), so
 * the parameters can be raised later and old hashes still verify.
 */
const OWASP_SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Test suites' cost (PASSWORD_HASH_FOR_TESTS): a 32nd of the work; far too cheap for a shop. */
const TEST_SCRYPT_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;
let SCRYPT_PARAMS: { readonly N: number; readonly r: number; readonly p: number } = OWASP_SCRYPT_PARAMS;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Every scrypt of the process goes through this pool (hash-pool.ts): at most two at once, so
 * libuv's other threads stay free for static files and the rest of the API; a queue deeper than
 * 32 is refused with 503. app.ts sets the limits from PASSWORD_HASH_CONCURRENCY and
 * PASSWORD_HASH_QUEUE.
 */
export const passwordHashPool = createWorkPool({ concurrency: 2, queue: 32 });

/** The pool's limits from the configuration (app.ts); process-wide, like libuv's threads. */
export function limitPasswordHashing(limits: PoolLimits): void {
  passwordHashPool.setLimits(limits);
}

/** Test suites hash cheaply (config PASSWORD_HASH_FOR_TESTS); process-wide, like the pool's limits. */
export function hashPasswordsForTests(on: boolean): void {
  SCRYPT_PARAMS = on ? TEST_SCRYPT_PARAMS : OWASP_SCRYPT_PARAMS;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  return passwordHashPool.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return null;
  // Refuse parameters that would let a tampered row exhaust memory.
  if (N > 2 ** 20 || r > 16 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64url'), key: Buffer.from(parts[5]!, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's: rehash at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}

/** One dummy per cost: a dummy made at another cost than real hashes would give the game away. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same work as checking a real password, for an unknown e-mail or an account without
 * a password, so the answer time does not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const cost = SCRYPT_PARAMS.N;
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    // A refusal (the hash pool full) must not stay cached as the dummy for good.
    dummyHash = hashPassword(randomBytes(18).toString('base64url')).catch((error: unknown) => {
      dummyHashes.delete(cost);
      throw error;
    });
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
