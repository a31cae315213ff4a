import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, processStartTime } from './embedded.js';

// The data-directory lock after a crash: ids in a leftover lock may belong to anything by now.
const scratch = mkdtempSync(join(tmpdir(), 'pasal-lock-'));
const sleepers: ChildProcess[] = [];

afterAll(() => {
  for (const sleeper of sleepers) sleeper.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** An unrelated live process (not Node.js) that the kernel gave some id. */
function unrelatedProcess(): ChildProcess & { pid: number } {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  sleepers.push(sleeper);
  if (sleeper.pid === undefined) throw new Error('could not start sleep');
  return sleeper as ChildProcess & { pid: number };
}

let dirs = 0;
function dataDir(lock?: string): string {
  const dir = join(scratch, `d${dirs++}`);
  acquireDataDirLock(dir)(); // creates the directory
  if (lock !== undefined) writeFileSync(join(dir, 'pasal.lock'), lock);
  return dir;
}

describe('acquireDataDirLock', () => {
  it('takes a free directory, refuses a second taker while held, and is free again after release', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    const content = readFileSync(join(dir, 'pasal.lock'), 'utf8');
    expect(content).toBe(`${process.pid}\n${processStartTime(process.pid)}\n`);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock whose pid now belongs to an unrelated process (old format: pid only), without signalling it', () => {
    const sleeper = unrelatedProcess();
    const dir = dataDir(`${sleeper.pid}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pasal.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
  });

  it('takes over a lock whose pid is alive but started at another time than the owner recorded', () => {
    const parent = process.ppid; // a live Node.js process, but not the one that wrote this lock
    const dir = dataDir(`${parent}\n1\n`);
    acquireDataDirLock(dir)();
  });

  it('refuses while the recorded owner (same pid, same start time) still runs', () => {
    const parent = process.ppid;
    const dir = dataDir(`${parent}\n${processStartTime(parent)}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another Pasal server (pid ${parent})`);
  });

  it('refuses on an old-format lock naming a live Node.js process', () => {
    const dir = dataDir(`${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock of a dead process or with garbage in it', () => {
    acquireDataDirLock(dataDir('999999999\n'))();
    acquireDataDirLock(dataDir('not a pid'))();
    acquireDataDirLock(dataDir(''))();
  });

  it('gives a stale lock to exactly one of several processes starting at once', async () => {
    const sleeper = unrelatedProcess();
    const dir = dataDir(`${sleeper.pid}\n`);
    const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(embedded)});
      try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); }
      catch (error) { console.log(error.constructor.name); }
      setTimeout(() => undefined, 1500);`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        return new Promise<string>((resolve) => child.on('exit', () => resolve(output.trim())));
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DataDirInUseError')).toHaveLength(3);
    expect(sleeper.signalCode).toBeNull();
  }, 30_000);
});
