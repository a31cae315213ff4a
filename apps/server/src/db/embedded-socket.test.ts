import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketDirectory } from './embedded.js';

// The shop reaches its embedded PostgreSQL through a Unix socket in the cluster's folder, or
// through TCP when that socket's path would not fit in a socket address.
describe('the embedded server’s socket folder', () => {
  it('is the cluster’s own folder, absolute', () => {
    expect(socketDirectory('/var/lib/pasal/data/postgres', 54321)).toBe('/var/lib/pasal/data/postgres');
    expect(socketDirectory('data/postgres', 54321)).toBe(resolve('data/postgres'));
  });

  it('is none (TCP only) when the socket’s path would pass 107 bytes', () => {
    const fits = `/${'d'.repeat(107 - '/'.length - '/.s.PGSQL.54321'.length)}`;
    expect(socketDirectory(fits, 54321)).toBe(fits);
    expect(socketDirectory(`${fits}x`, 54321)).toBeNull();
    // Bytes, not characters: a folder named in Devanagari takes three bytes a letter.
    expect(socketDirectory(`/${'द'.repeat(31)}`, 54321)).toBeNull();
  });
});
