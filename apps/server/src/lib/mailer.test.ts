import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const log = { info: () => undefined };
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the outbox folder (no SMTP_URL)', () => {
  it('keeps e-mails readable by the shop only: folder 0700, files 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pasal-mail-'));
    scratch.push(dir);
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Pasal <shop@example.com>', outboxDir, log });
    await mailer.send({ to: 'sita@example.com', subject: 'Your code', text: '123456' });
    expect(mode(outboxDir)).toBe(0o700);
    const [file] = readdirSync(outboxDir);
    expect(mode(join(outboxDir, file!))).toBe(0o600);
  });

  it('closes a folder an older version left open, at start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pasal-mail-'));
    scratch.push(dir);
    const outboxDir = join(dir, 'outbox');
    mkdirSync(outboxDir, { mode: 0o755 });
    expect(mode(outboxDir)).toBe(0o755);
    createMailer({ from: 'Pasal <shop@example.com>', outboxDir, log });
    expect(mode(outboxDir)).toBe(0o700);
  });
});
