import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createMailer } from '../../lib/mailer.js';

// The demo mailbox (/demo/mail): a shop on this computer shows the e-mail it wrote to its outbox,
// to requests from this computer only; a shop on a real address has no such page.

describe('the demo mailbox', () => {
  let demo: TestContext;
  let shop: TestContext;
  beforeAll(async () => {
    demo = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    shop = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
    const mailer = createMailer({
      from: 'Pasal <no-reply@pasal.example>',
      outboxDir: join(demo.config.DATA_DIR, 'outbox'),
      log: { info: () => undefined },
    });
    await mailer.send({
      to: 'asha@example.com',
      subject: 'Pasal: your e-mail verification code',
      text: 'Code:\n\n    482913\n',
    });
    await mailer.send({ to: 'ram@example.com', subject: 'नमस्ते: अर्डर', text: 'तपाईंको अर्डर आयो' });
  });
  afterAll(async () => {
    await demo?.close();
    await shop?.close();
  });

  const open = (ctx: TestContext, url: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('lists what the shop wrote, newest first, decoded, to this computer', async () => {
    const response = await open(demo, '/demo/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('482913');
    expect(body).toContain('तपाईंको अर्डर आयो');
    expect(body.indexOf('नमस्ते')).toBeLessThan(body.indexOf('verification code'));
  });

  it('shows one address’s mail when asked', async () => {
    const response = await open(demo, '/demo/mail?to=asha@example.com');
    expect(response.body).toContain('482913');
    expect(response.body).not.toContain('नमस्ते');
  });

  it('answers nobody else, and does not exist on a public shop', async () => {
    expect((await open(demo, '/demo/mail', '10.1.2.3')).statusCode).toBe(404);
    expect((await open(shop, '/demo/mail')).statusCode).toBe(404);
  });

  it('tells the sign-in pages where it is, only in demo mode', async () => {
    const config = async (ctx: TestContext) => (await open(ctx, '/api/v1/auth/config/')).json().data.demo_mail_path;
    expect(await config(demo)).toBe('/demo/mail');
    expect(await config(shop)).toBeNull();
  });
});
