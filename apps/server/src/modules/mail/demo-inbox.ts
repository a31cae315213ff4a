import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLoopbackUrl } from '../../lib/payment-modes.js';

// The demo shop's mailbox: on a laptop (`npm start`, a loopback PUBLIC_URL) the shop writes its
// e-mail to DATA_DIR/outbox, and a person trying the demo needs the sign-up code without opening
// that folder. A public shop never has this page: it is not even registered unless PUBLIC_URL is
// loopback, and it answers only requests whose socket comes from this machine (a proxy's
// X-Forwarded-For is not believed here).

export const DEMO_MAIL_PATH = '/demo/mail';
const SHOWN = 50;

/** The demo mailbox exists for this configuration. */
export function demoMailEnabled(config: { PUBLIC_URL: string; SMTP_URL?: string | undefined }): boolean {
  return isLoopbackUrl(config.PUBLIC_URL) && !config.SMTP_URL;
}

function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface ShownMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

async function readMail(outboxDir: string, to: string | null): Promise<ShownMail[]> {
  // Loaded on first use: only a demo shop reads its own mail.
  const { simpleParser } = await import('mailparser');
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  // Names start with the ISO time: newest first by name.
  const newest = files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const shown: ShownMail[] = [];
  for (const file of newest) {
    if (shown.length >= SHOWN) break;
    const parsed = await simpleParser(await readFile(join(outboxDir, file)));
    const recipients = [parsed.to ?? []].flat().map((address) => address.text);
    const recipient = recipients.join(', ');
    if (to && !recipient.toLowerCase().includes(to.toLowerCase())) continue;
    shown.push({
      file,
      to: recipient,
      subject: parsed.subject ?? '',
      date: (parsed.date ?? new Date()).toISOString(),
      text: parsed.text ?? '',
    });
  }
  return shown;
}

function page(mail: ShownMail[], to: string | null): string {
  const items = mail
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.date}">${escapeHtml(message.date.replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  const heading = to ? `E-mail sent to ${escapeHtml(to)}` : 'E-mail the shop sent';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Demo mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#0f172a}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:.5rem}h2{font-size:1.1rem;margin-bottom:.25rem}</style>
</head><body><main>
<h1>${heading}</h1>
<p>Demo shop: the shop writes its e-mail to its outbox folder instead of sending it. This page shows the newest ${SHOWN}, and exists only while the shop runs on this computer.${to ? ' <a href="/demo/mail">Show every e-mail</a>.' : ''}</p>
${mail.length ? items : '<p>No e-mail yet.</p>'}
</main></body></html>`;
}

const demoInboxRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (app, options) => {
  app.get(DEMO_MAIL_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.status(404).send({ message: 'Not found' });
    const query = request.query as { to?: unknown };
    const to = typeof query.to === 'string' && query.to.trim() !== '' ? query.to.trim().slice(0, 254) : null;
    const mail = await readMail(options.outboxDir, to);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page(mail, to));
  });
};

export default demoInboxRoutes;
