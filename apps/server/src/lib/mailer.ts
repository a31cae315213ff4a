import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync } from 'node:fs';
import type { Transporter } from 'nodemailer';
import { ownerOnlyFolder } from './owner-only-folder.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Header lines of the message's own (a newsletter's List-Unsubscribe, RFC 8058), checked by the outbox. */
  headers?: Record<string, string>;
  /** The sender's display name (the shop's name, withSender). */
  fromName?: string;
  /** The sender's address when it is not MAIL_FROM's (the shop's contact address, withSender). */
  fromAddress?: string;
}

/** The shop as the sender of every e-mail: its name on From, its contact address for replies. */
export interface MailSender {
  /** Unset: MAIL_FROM's own display name. */
  name?: string;
  /** Unset: MAIL_FROM's address. */
  address?: string;
  replyTo?: string;
}

/**
 * `mailer`, with the shop's current name and contact address on every message that does not say
 * otherwise (a message to the shop about a shopper sets Reply-To to the shopper).
 */
export function withSender(mailer: Mailer, sender: () => Promise<MailSender>): Mailer {
  return {
    close: mailer.close ? () => mailer.close?.() : undefined,
    async send(message) {
      const { name, address, replyTo } = await sender();
      await mailer.send({
        ...(name ? { fromName: name } : {}),
        ...(address ? { fromAddress: address } : {}),
        ...message,
        ...((message.replyTo ?? replyTo) ? { replyTo: message.replyTo ?? replyTo } : {}),
      });
    },
  };
}

/** The address in MAIL_FROM ('Pasal <no-reply@pasal.example>' or a bare address). */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * A message's Message-ID and MIME boundaries from one UUID. Left to itself, nodemailer draws five
 * random values for the Message-ID and one for each MIME part's boundary, each a call into
 * OpenSSL: 8% of the CPU of writing an order's e-mail in `bench:checkout`'s profile. randomUUID
 * draws from a pool Node refills once every 128 UUIDs. A boundary must only be unlikely to appear
 * in the text, and a Message-ID unique: a UUID is both.
 */
function withUniqueIds<T extends object>(mail: T, senderAddress: string) {
  const unique = randomUUID();
  const domain = senderAddress.split('@').pop() || 'localhost';
  // `baseBoundary` is a message option of nodemailer's composer (mail-composer/index.js) that its
  // types do not list.
  return { ...mail, messageId: `<${unique}@${domain}>`, baseBoundary: unique.replaceAll('-', '') };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections (app shutdown). */
  close?(): void;
}

/**
 * SMTP_URL with connection pooling on, unless it says otherwise: the mail queue sends messages
 * one after another, and a new connection (and TLS handshake) per e-mail would be its main cost.
 */
function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** Owner-only: the outbox's e-mails carry sign-in codes and personal details. */
const OUTBOX_DIR_MODE = 0o700;

interface Logger {
  info(obj: object, msg?: string): void;
}

/**
 * Real e-mail through SMTP when SMTP_URL is set; otherwise every message is written to
 * DATA_DIR/outbox as an .eml file (what an SMTP server would have received), so one-time codes
 * work in development and tests without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  // nodemailer loads with the first e-mail, not at start (issue 22's cold start: about 50 ms).
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(pooledSmtpUrl(options.smtpUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  // The outbox holds one-time codes and password-reset mail: only the shop's own user may read
  // it. A folder left open by an older version (0755) is closed at start.
  if (!options.smtpUrl && existsSync(options.outboxDir)) chmodSync(options.outboxDir, OUTBOX_DIR_MODE);
  const outbox = ownerOnlyFolder(options.outboxDir);
  return {
    close() {
      void transport?.then((opened) => opened.close());
    },
    async send(message) {
      const { fromName, fromAddress, ...fields } = message;
      // nodemailer encodes a display name given apart (a shop name in Devanagari, or with a comma).
      const address = fromAddress ?? senderAddress(options.from);
      const from = fromName ? { name: fromName, address } : (fromAddress ?? options.from);
      const info: unknown = await (await transporter()).sendMail(withUniqueIds({ ...fields, from }, address));
      if (options.smtpUrl) {
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      const raw = (info as { message: Buffer }).message;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = outbox.write(
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${process.hrtime.bigint()}.eml`,
        raw,
      );
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
