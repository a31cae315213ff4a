import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** 256 random bits, URL-safe (usable in a connection URL or an SQL literal as is). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretFile(dataDir: string, name: string): string {
  return join(dataDir, `${name}.secret`);
}

/** The secret stored under this name, or undefined when there is none yet. */
export function readSecret(dataDir: string, name: string): string | undefined {
  try {
    const value = readFileSync(secretFile(dataDir, name), 'utf8').trim();
    return value === '' ? undefined : value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Creates a file whole or not at all: the content goes to a private temporary file (owner-only,
 * synced) that is then hard-linked to its name, which fails when the name already exists. So a
 * crash never leaves a half-written file, and of two processes creating the same file at once
 * exactly one wins (false for the others).
 */
export function createFileAtomically(path: string, content: string): boolean {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * A signing key that survives restarts without being configured: generated once per data
 * directory (256 random bits, as OWASP asks for HS256) and kept next to the database.
 */
export function persistentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const existing = readSecret(dataDir, name);
  if (existing) return existing;
  createFileAtomically(secretFile(dataDir, name), newSecret());
  // Whoever won a race to create it, every caller returns the one that is stored.
  const stored = readSecret(dataDir, name);
  if (!stored) throw new Error(`Could not store the ${name} secret in ${dataDir}`);
  return stored;
}
