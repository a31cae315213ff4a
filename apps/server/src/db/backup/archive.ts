import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

// A backup is a gzip'd POSIX tar (ustar, with pax records for long names and huge sizes), so an
// operator can look inside one with `tar tzf` or unpack it by hand. Node.js has gzip but no tar,
// and the project adds no dependency for ~150 lines: this writes and reads the subset we use
// (regular files and directories).

const BLOCK = 512;
const USTAR_MAX_SIZE = 0o77777777777; // 11 octal digits: 8 GiB − 1

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | '5' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(type === '5' ? 0o755 : 0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/** One pax record: "<length> <key>=<value>\n", where length counts the whole record. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** Writes tar entries into a stream (e.g. a gzip stream), respecting its backpressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private async headerFor(name: string, size: number, type: '0' | '5', mtime: number): Promise<void> {
    const records: string[] = [];
    if (Buffer.byteLength(name) > 99) records.push(paxRecord('path', name));
    if (size > USTAR_MAX_SIZE) records.push(paxRecord('size', String(size)));
    if (records.length > 0) {
      const pax = Buffer.from(records.join(''));
      await this.write(header('PaxHeader', pax.length, 'x', mtime));
      await this.write(pax);
      await this.write(padding(pax.length));
    }
    await this.write(header(name.slice(0, 99), Math.min(size, USTAR_MAX_SIZE), type, mtime));
  }

  async directory(name: string, mtime = Date.now()): Promise<void> {
    await this.headerFor(name.endsWith('/') ? name : `${name}/`, 0, '5', mtime);
  }

  async buffer(name: string, data: Buffer, mtime = Date.now()): Promise<void> {
    await this.headerFor(name, data.length, '0', mtime);
    await this.write(data);
    await this.write(padding(data.length));
  }

  /** A file of known size that nothing else writes to (checked: a wrong size would corrupt the archive). */
  async file(name: string, path: string, size: number, mtime = Date.now()): Promise<void> {
    await this.headerFor(name, size, '0', mtime);
    let written = 0;
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${path} changed size while it was being archived`);
    await this.write(padding(size));
  }

  /** The end-of-archive marker: two zero blocks. Does not end the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

/** Waits for 'drain'; once() rejects if the stream fails meanwhile, which would otherwise never drain. */
async function drained(stream: Writable): Promise<void> {
  if (stream.errored) throw stream.errored;
  await once(stream, 'drain');
}

export interface ExtractedEntry {
  name: string;
  size: number;
}

function field(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(block: Buffer, offset: number, length: number): number {
  const text = field(block, offset, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function parsePax(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString('ascii'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) throw new Error('damaged pax header');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

/** The path an entry may be unpacked to: relative and staying inside the target directory. */
function safeEntryPath(name: string): string {
  const normal = normalize(name);
  if (normal.startsWith(sep) || normal === '..' || normal.startsWith(`..${sep}`) || name.includes('\0'))
    throw new Error(`the backup holds an unsafe path: ${JSON.stringify(name)}`);
  return normal;
}

/**
 * Unpacks a tar stream (already gunzipped) into `target`. Regular files and directories only;
 * every header's checksum is verified, and a truncated archive (no end marker) is an error.
 */
export async function extractTar(input: Readable, target: string): Promise<ExtractedEntry[]> {
  const entries: ExtractedEntry[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let sawEnd = false;
  let pending: Map<string, string> | undefined;
  // The entry being read: how many data bytes remain, and where they go.
  let current: { remaining: number; padding: number; sink?: Writable; pax?: Buffer[]; longName?: boolean } | undefined;

  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (!sawEnd) {
      if (current) {
        if (current.remaining > 0) {
          if (buffered.length === 0) break;
          const take = buffered.subarray(0, Math.min(current.remaining, buffered.length));
          buffered = buffered.subarray(take.length);
          current.remaining -= take.length;
          if (current.pax) current.pax.push(Buffer.from(take));
          else if (current.sink && !current.sink.write(Buffer.from(take))) await drained(current.sink);
          continue;
        }
        if (buffered.length < current.padding) break;
        buffered = buffered.subarray(current.padding);
        if (current.pax && current.longName)
          pending = new Map([['path', Buffer.concat(current.pax).toString('utf8').replace(/\0+$/, '')]]);
        else if (current.pax) pending = parsePax(Buffer.concat(current.pax));
        if (current.sink) {
          current.sink.end();
          await finished(current.sink);
        }
        current = undefined;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        sawEnd = true;
        break;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
      if (sum !== parseOctal(block, 148, 8)) throw new Error('the backup is damaged (a tar header checksum is wrong)');
      const type = String.fromCharCode(block[156]!);
      const prefix = field(block, 345, 155);
      let name = pending?.get('path') ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
      const size = Number(pending?.get('size') ?? parseOctal(block, 124, 12));
      const pad = padding(size).length;
      if (type === 'x' || type === 'g' || type === 'L') {
        // 'x': pax records for the next entry; 'L': GNU tar's long name for it (a backup repacked
        // with GNU tar); 'g' (global pax records) is skipped: nothing we write needs it.
        current = { remaining: size, padding: pad, pax: type === 'g' ? undefined : [], longName: type === 'L' };
        continue;
      }
      pending = undefined;
      name = name.replace(/\/+$/, '');
      const path = join(target, safeEntryPath(name));
      if (type === '5') {
        await mkdir(path, { recursive: true });
        continue;
      }
      if (type !== '0' && type !== '\0')
        throw new Error(`the backup holds an unsupported entry type '${type}' (${name})`);
      await mkdir(dirname(path), { recursive: true });
      entries.push({ name, size });
      const sink = createWriteStream(path, { flags: 'wx' });
      // Kept until the entry ends, so a write error is reported by finished() instead of crashing.
      sink.on('error', () => undefined);
      current = { remaining: size, padding: pad, sink };
    }
  }
  if (!sawEnd || current) throw new Error('the backup is incomplete (it ends in the middle of the archive)');
  return entries;
}
