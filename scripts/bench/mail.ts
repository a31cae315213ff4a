// `npm run bench:mail`: the CPU of writing one e-mail, as the mail queue does after an order
// (issue #37: a cash-on-delivery order's two e-mails cost more Node CPU than the order itself).
// Sends BENCH_MAILS e-mails (500) through the app's own mailer (lib/mailer.ts: nodemailer composes
// the MIME message and the outbox writes it as an .eml file in a scratch folder), BENCH_ROUNDS
// times (10), and prints the CPU per e-mail of each round's process time, median and best. The
// message is an order confirmation's size: a text and an HTML part, the shop's name in Devanagari.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, type MailMessage } from '../../apps/server/src/lib/mailer.js';

const MAILS = Number(process.env.BENCH_MAILS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const line = (index: number) => `Galaxy A56 5G (8GB/256GB), Awesome Graphite × ${index} — NPR 54,999\n`;
const message: MailMessage = {
  to: 'sita@example.com',
  subject: 'हिमाल ग्याजेट्स: Order PSL-7QK2M9XA confirmed',
  fromName: 'हिमाल ग्याजेट्स',
  text: Array.from({ length: 24 }, (_, index) => line(index)).join(''),
  html: `<!doctype html><html><body>${Array.from({ length: 24 }, (_, index) => `<p style="margin:0 0 8px">${line(index)}</p>`).join('')}</body></html>`,
};

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-mail-'));
chmodSync(scratch, 0o755);
try {
  const mailer = createMailer({
    from: 'Pasal <no-reply@shop.example>',
    outboxDir: join(scratch, 'outbox'),
    log: { info: () => undefined },
  });
  // The first e-mails load nodemailer and warm the JIT: not counted.
  for (let index = 0; index < 100; index += 1) await mailer.send(message);
  const perMail: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (let index = 0; index < MAILS; index += 1) await mailer.send(message);
    const used = process.cpuUsage(started);
    perMail.push((used.user + used.system) / 1000 / MAILS);
  }
  perMail.sort((a, b) => a - b);
  const median = perMail[Math.floor(perMail.length / 2)]!;
  console.log(
    `Mail benchmark: ${ROUNDS} rounds of ${MAILS} e-mails through the outbox mailer, Node ${process.version}`,
  );
  console.log(`  CPU per e-mail  median ${median.toFixed(3)} ms, best ${perMail[0]!.toFixed(3)} ms`);
  console.log(`  rounds          ${perMail.map((value) => value.toFixed(3)).join(', ')} ms`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
