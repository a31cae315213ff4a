import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../services.js';
import { loadConfig } from '../../config.js';
import { createMailer } from '../../lib/mailer.js';
import { createTestDatabase } from '../../../test/test-app.js';
import { randomAddress, registerUser } from '../../../test/helpers/accounts.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback: the OTP mail travels through nodemailer and SMTP for real. */
describe('password-reset mail over SMTP', () => {
  const received: Received[] = [];
  let connections = 0;
  let smtp: SMTPServer;
  let app: App;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pasal-smtp-')),
      PUBLIC_URL: 'http://shop.test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      SERVE_WEB: 'off',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Himalaya Gadgets <no-reply@himalaya.example>',
      SHOP_NAME: 'Himalaya Gadgets',
    });
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      log: { info: () => undefined },
    });
    app = await buildApp({ config, database, mailer, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  });

  it('delivers the branded OTP mail to the shopper', async () => {
    // Not verified: this app's mail goes over SMTP, where the helper does not read it.
    const { user } = await registerUser(app, {}, { verify: false });
    const resetMail = () => received.filter((mail) => /password reset code/.test(mail.raw));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/',
      payload: { email: user.email },
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (resetMail().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resetMail()).toHaveLength(1);
    const [mail] = resetMail();
    expect(mail!.from).toBe('no-reply@himalaya.example');
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.raw).toMatch(/^Subject: Himalaya Gadgets: your password reset code$/m);
    expect(mail!.raw).toContain('Your Himalaya Gadgets password reset code is:');
    const code = /^ {4}(\d{6})$/m.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code from the wire resets the password.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/set-new-password/',
      payload: { email: user.email, otp: code, password: 'Over-The-Wire-2081', confirm_password: 'Over-The-Wire-2081' },
      remoteAddress: randomAddress(),
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends one message after another over one pooled connection', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      from: 'Shop <shop@himalaya.example>',
      outboxDir: mkdtempSync(join(tmpdir(), 'pasal-smtp-')),
      log: { info: () => undefined },
    });
    const connectionsBefore = connections;
    try {
      for (let i = 0; i < 3; i++)
        await mailer.send({ to: `buyer${i}@example.com`, subject: `Order ${i}`, text: 'Thanks' });
    } finally {
      mailer.close?.();
    }
    expect(received.filter((mail) => mail.to[0]?.startsWith('buyer'))).toHaveLength(3);
    expect(connections - connectionsBefore).toBe(1);
  });
});
