import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractTar, TarWriter } from './archive.js';

// The backup's tar: what we write, standard tar reads, and what standard tar writes, we read.

const scratch = mkdtempSync(join(tmpdir(), 'pasal-archive-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const longName = `uploads/${'nested-folder/'.repeat(5)}${'long-name-'.repeat(12)}.webp`;
const random = randomBytes(70_000);

async function writeArchive(path: string, fill: (tar: TarWriter) => Promise<void>): Promise<void> {
  const gzip = createGzip();
  const out = createWriteStream(path);
  gzip.pipe(out);
  const tar = new TarWriter(gzip);
  await fill(tar);
  await tar.finish();
  gzip.end();
  await finished(out);
}

function unpack(path: string, into: string) {
  return extractTar(createReadStream(path).pipe(createGunzip()), into);
}

let hasTar = true;
try {
  execFileSync('tar', ['--version'], { stdio: 'ignore' });
} catch {
  hasTar = false;
}

describe('backup archive (tar.gz)', () => {
  const archive = join(scratch, 'ours.tar.gz');

  it('round-trips directories, long names, binary and empty files', async () => {
    const onDisk = join(scratch, 'table.copy');
    writeFileSync(onDisk, random);
    await writeArchive(archive, async (tar) => {
      await tar.directory('tables');
      await tar.file('tables/001-orders.copy', onDisk, random.length);
      await tar.buffer('tables/002-empty.copy', Buffer.alloc(0));
      await tar.buffer(longName, Buffer.from('long'));
      await tar.buffer('manifest.json', Buffer.from('{"format":"pasal-backup"}'));
    });
    const into = join(scratch, 'ours');
    const entries = await unpack(archive, into);
    expect(entries.map((entry) => entry.name)).toEqual([
      'tables/001-orders.copy',
      'tables/002-empty.copy',
      longName,
      'manifest.json',
    ]);
    expect(readFileSync(join(into, 'tables/001-orders.copy'))).toEqual(random);
    expect(readFileSync(join(into, 'tables/002-empty.copy'))).toHaveLength(0);
    expect(readFileSync(join(into, longName), 'utf8')).toBe('long');
  });

  it.skipIf(!hasTar)('is read by the system tar, and reads what it writes', async () => {
    const listed = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(['tables/', 'tables/001-orders.copy', 'tables/002-empty.copy', longName, 'manifest.json']);
    const theirs = join(scratch, 'by-tar');
    mkdirSync(theirs, { recursive: true });
    execFileSync('tar', ['xzf', archive, '-C', theirs]);
    expect(readFileSync(join(theirs, longName), 'utf8')).toBe('long');
    expect(readFileSync(join(theirs, 'tables/001-orders.copy'))).toEqual(random);
    // Repacked by GNU tar (its own long-name records) and by pax: both unpack the same.
    for (const format of ['gnu', 'pax']) {
      const repacked = join(scratch, `${format}.tar.gz`);
      execFileSync('tar', [`--format=${format}`, '-czf', repacked, '-C', theirs, '.']);
      const into = join(scratch, `from-${format}`);
      await unpack(repacked, into);
      expect(readFileSync(join(into, longName), 'utf8')).toBe('long');
      expect(readFileSync(join(into, 'tables/001-orders.copy'))).toEqual(random);
    }
  });

  it('refuses paths outside the target, and a truncated archive', async () => {
    const evil = join(scratch, 'evil.tar.gz');
    await writeArchive(evil, (tar) => tar.buffer('../escaped.txt', Buffer.from('x')));
    await expect(unpack(evil, join(scratch, 'evil'))).rejects.toThrow(/unsafe path/);

    const gunzipped = await new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      createReadStream(archive)
        .pipe(createGunzip())
        .on('data', (part: Buffer) => parts.push(part))
        .on('end', () => resolve(Buffer.concat(parts)))
        .on('error', reject);
    });
    // Cut inside the data of the first file: no end marker.
    const cut = join(scratch, 'cut.tar');
    writeFileSync(cut, gunzipped.subarray(0, 2048));
    await expect(extractTar(createReadStream(cut), join(scratch, 'cut'))).rejects.toThrow(/incomplete/);
  });
});
