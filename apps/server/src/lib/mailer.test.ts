import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, withSender, type MailMessage } from './mailer.js';

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

  it('gives every e-mail a Message-ID of its own at the sender’s domain, and its parts boundaries of their own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pasal-mail-'));
    scratch.push(dir);
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Pasal <shop@example.com>', outboxDir, log });
    for (const to of ['sita@example.com', 'ram@example.com'])
      await mailer.send({ to, subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' });
    const written = readdirSync(outboxDir).map((file) => readFileSync(join(outboxDir, file), 'utf8'));
    const ids = written.map((mail) => /^Message-ID: <([^>]+)>$/m.exec(mail)?.[1]);
    expect(ids).toEqual([
      expect.stringMatching(/^[\w-]+@example\.com$/),
      expect.stringMatching(/^[\w-]+@example\.com$/),
    ]);
    expect(ids[0]).not.toBe(ids[1]);
    const boundaries = written.map((mail) => /boundary="([^"]+)"/.exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[1]);
    expect(boundaries[0]).toBeTruthy();
    expect(boundaries[0]).not.toBe(boundaries[1]);
    // The text and HTML parts, each opened by the boundary of its own message.
    written.forEach((mail, index) => expect(mail.split(`--${boundaries[index]!}`).length).toBe(4));
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

describe('the shop as the sender', () => {
  it("writes the shop's name on From with MAIL_FROM's address, encoded when it is not plain ASCII", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pasal-mail-'));
    scratch.push(dir);
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Pasal <no-reply@shop.example>', outboxDir, log });
    await mailer.send({ to: 'sita@example.com', subject: 'Hello', text: 'Hi', fromName: 'Himal Gadgets, New Road' });
    await mailer.send({ to: 'ram@example.com', subject: 'Hello', text: 'Hi', fromName: 'हिमाल ग्याजेट्स' });
    await mailer.send({ to: 'gita@example.com', subject: 'Hello', text: 'Hi' });
    await mailer.send({
      to: 'hari@example.com',
      subject: 'Hello',
      text: 'Hi',
      fromName: 'Himal Gadgets',
      fromAddress: 'hello@himal.example',
    });
    // Long header lines are folded (RFC 5322): unfolded here to read them whole.
    const written = readdirSync(outboxDir).map((file) =>
      readFileSync(join(outboxDir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '),
    );
    const from = (to: string) => /^From: (.*)$/m.exec(written.find((mail) => mail.includes(`To: ${to}`)) ?? '')?.[1];
    expect(from('sita@example.com')).toBe('"Himal Gadgets, New Road" <no-reply@shop.example>');
    expect(from('ram@example.com')).toMatch(/^(=\?UTF-8\?[BQ]\?\S+\?= ?)+ <no-reply@shop\.example>$/);
    expect(from('gita@example.com')).toBe('Pasal <no-reply@shop.example>');
    expect(from('hari@example.com')).toBe('Himal Gadgets <hello@himal.example>');
  });

  it("withSender adds the shop's name and Reply-To, and a message's own Reply-To wins", async () => {
    const sent: MailMessage[] = [];
    const mailer = withSender({ send: async (mail) => void sent.push(mail) }, async () => ({
      name: 'Himal Gadgets',
      address: 'hello@himal.example',
      replyTo: 'hello@himal.example',
    }));
    await mailer.send({ to: 'sita@example.com', subject: 'A', text: 'a' });
    await mailer.send({ to: 'hello@himal.example', subject: 'B', text: 'b', replyTo: 'sita@example.com' });
    const shop = { fromName: 'Himal Gadgets', fromAddress: 'hello@himal.example' };
    expect(sent).toEqual([
      { to: 'sita@example.com', subject: 'A', text: 'a', ...shop, replyTo: 'hello@himal.example' },
      { to: 'hello@himal.example', subject: 'B', text: 'b', ...shop, replyTo: 'sita@example.com' },
    ]);
  });
});
