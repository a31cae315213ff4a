import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { MailSettingsResponse, UserRole } from '@pasal/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, mailSentBy, type TestContext } from '../../../../test/test-app.js';
import { mailSettings, users } from '../../../db/schema.js';

// The mail server an admin saves on /staff/settings, against a real SMTP server on loopback that
// wants a user name and password: the test e-mail and the shop's own e-mail travel through it.

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

const PASSWORD = 'app-password-7c1e';
let ctx: TestContext;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    // Plain AUTH on loopback (nodemailer sends it when the saved security is "none").
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop@himal.test' && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid login: 535 5.7.8 Username and Password not accepted'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestApp({ SETTINGS_KEY: 'a-settings-key-for-these-tests' });
});
afterAll(async () => {
  await ctx.database.db.delete(mailSettings);
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  await ctx.database.db.delete(mailSettings);
  ctx.app.services.mailServer.reload();
  received.length = 0;
});

async function person(role: UserRole) {
  const email = `m.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'Gita', lastName: 'Rai', role })
    .returning({ id: users.id });
  return { email, authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

const server = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: 'shop@himal.test',
  password: PASSWORD,
  from_address: 'orders@himal.test',
  ...overrides,
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: method === 'POST' ? '/api/v1/admin/settings/mail/test/' : '/api/v1/admin/settings/mail/',
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('the mail server on the settings screen', () => {
  it('is for admins only', async () => {
    const staff = await person('staff');
    const customer = await person('customer');
    expect((await call('GET', {})).statusCode).toBe(401);
    for (const who of [staff, customer]) {
      expect((await call('GET', { authorization: who.authorization })).statusCode).toBe(403);
      expect((await call('PUT', { authorization: who.authorization }, server())).statusCode).toBe(403);
      expect((await call('POST', { authorization: who.authorization })).statusCode).toBe(403);
    }
  });

  it('answers the outbox while nothing is saved, and a test e-mail asks for a server first', async () => {
    const admin = await person('admin');
    const answer = await call('GET', { authorization: admin.authorization });
    expect(answer.json()).toEqual({ data: { source: 'outbox', saved: null } });
    const test = await call('POST', { authorization: admin.authorization });
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe('Save an e-mail server first');
    expect(test.json().code).toBe('mail_server_not_saved');
  });

  it('refuses a bad host, port and sender address by field', async () => {
    const admin = await person('admin');
    const answer = await call(
      'PUT',
      { authorization: admin.authorization },
      server({ host: 'smtp gmail', port: 0, from_address: 'orders' }),
    );
    expect(answer.statusCode).toBe(400);
    const errors = answer.json().errors as Record<string, string>;
    expect(errors.host).toMatch(/host name/);
    expect(errors.port).toBe('Enter a port from 1 to 65535');
    expect(errors.from_address).toMatch(/comes from/);
    expect(await ctx.database.db.select().from(mailSettings)).toEqual([]);
  });

  it('saves the server with its password sealed and never answered back; the shop’s e-mail goes through it', async () => {
    const admin = await person('admin');
    const saved = await call('PUT', { authorization: admin.authorization }, server());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    const body = saved.json<MailSettingsResponse>();
    expect(body.message).toBe('E-mail server saved: the shop’s e-mail goes through it from now on');
    expect(body.data.source).toBe('settings');
    expect(body.data.saved).toMatchObject({
      host: '127.0.0.1',
      port,
      security: 'none',
      username: 'shop@himal.test',
      password_saved: true,
      from_address: 'orders@himal.test',
    });
    const [row] = await ctx.database.db.select().from(mailSettings);
    expect(row!.passwordSealed).not.toContain(PASSWORD);
    expect(row!.passwordSealed).toMatch(/^v1\./);

    // The test e-mail: to the admin, from the saved address, through the server, signed in.
    const test = await call('POST', { authorization: admin.authorization });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().message).toBe(`Test e-mail sent to ${admin.email}: check that it arrived (and its spam folder)`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'orders@himal.test', to: [admin.email], user: 'shop@himal.test' });
    expect(received[0]!.raw).toMatch(/^Subject: Test e-mail from /m);

    // Any e-mail of the shop's (here one sent by the app's mailer) now goes there, not to the outbox.
    const before = mailSentBy(ctx.app).length;
    await ctx.app.services.mailer.send({ to: 'shopper@example.com', subject: 'Your order', text: 'Thank you' });
    expect(received.map((mail) => mail.to)).toEqual([[admin.email], ['shopper@example.com']]);
    expect(mailSentBy(ctx.app)).toHaveLength(before);
  });

  it('keeps the saved password when the form sends none, and says what the server answered to a wrong one', async () => {
    const admin = await person('admin');
    await call('PUT', { authorization: admin.authorization }, server());
    const again = await call('PUT', { authorization: admin.authorization }, server({ password: '', port }));
    expect(again.json<MailSettingsResponse>().data.saved?.password_saved).toBe(true);
    expect((await call('POST', { authorization: admin.authorization })).statusCode).toBe(200);

    await call('PUT', { authorization: admin.authorization }, server({ password: 'not-the-password' }));
    const failed = await call('POST', { authorization: admin.authorization });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/^The test e-mail could not be sent: .*Username and Password not accepted/);
  });

  it('a server nobody answers on gives 422 in words, and removing the server sends e-mail to the outbox again', async () => {
    const admin = await person('admin');
    await call('PUT', { authorization: admin.authorization }, server({ port: 1 }));
    const failed = await call('POST', { authorization: admin.authorization });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/^The test e-mail could not be sent: .*ECONNREFUSED/);

    const removed = await call('DELETE', { authorization: admin.authorization });
    expect(removed.json()).toEqual({
      data: { source: 'outbox', saved: null },
      message: 'E-mail server removed: e-mail is written to the outbox folder again',
    });
    const before = mailSentBy(ctx.app).length;
    await ctx.app.services.mailer.send({ to: 'shopper@example.com', subject: 'Your order', text: 'Thank you' });
    expect(mailSentBy(ctx.app)).toHaveLength(before + 1);
    expect(received).toHaveLength(0);
  });
});

describe('with SMTP_URL set', () => {
  it('SMTP_URL wins: the saved server is kept for later and the answer says so', async () => {
    const envCtx = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SETTINGS_KEY: 'a-settings-key-for-these-tests',
    });
    try {
      const [row] = await envCtx.database.db
        .insert(users)
        .values({ email: 'env-admin@example.com', firstName: 'Hari', lastName: 'KC', role: 'admin' })
        .returning({ id: users.id });
      const authorization = `Bearer ${await envCtx.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}`;
      const saved = await envCtx.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings/mail/',
        headers: { authorization },
        payload: server(),
      });
      expect(saved.json<MailSettingsResponse>()).toMatchObject({
        data: { source: 'environment' },
        message: 'SMTP_URL is set on the server, so e-mail goes through it; these settings apply once it is removed',
      });
    } finally {
      await envCtx.database.db.delete(mailSettings);
      await envCtx.close();
    }
  });
});
