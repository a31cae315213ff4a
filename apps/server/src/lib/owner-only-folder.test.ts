import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerOnlyFolder } from './owner-only-folder.js';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (path: string) => statSync(path).mode & 0o777;
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pasal-folder-'));
  scratch.push(dir);
  return join(dir, 'outbox');
};

describe('ownerOnlyFolder', () => {
  it('makes the folder 0700 at the first write and writes 0600 files', () => {
    const dir = newDir();
    const file = ownerOnlyFolder(dir).write('a.eml', 'Subject: hi\n');
    expect(file).toBe(join(dir, 'a.eml'));
    expect(readFileSync(file, 'utf8')).toBe('Subject: hi\n');
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it('closes a folder that was left open', () => {
    const dir = newDir();
    mkdirSync(dir, { mode: 0o755 });
    ownerOnlyFolder(dir).write('a.txt', 'x');
    expect(mode(dir)).toBe(0o700);
  });

  it('makes the folder again when it was removed while the shop ran', () => {
    const dir = newDir();
    const folder = ownerOnlyFolder(dir);
    folder.write('a.txt', 'first');
    rmSync(dir, { recursive: true });
    const file = folder.write('b.txt', 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(mode(dir)).toBe(0o700);
  });
});
