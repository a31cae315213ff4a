import type { MailSecurity, MailSettingsInput, MailSettingsView, MailSource } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { DbOrTx } from '../../../db/connection.js';
import type { MailMessage, Mailer } from '../../../lib/mailer.js';
import type { SecretBox } from './secret-box.js';
import { mailSettings } from './schema.js';

// The mail server the admin saved on /staff/settings: reading and saving it, and a Mailer that
// sends through it. SMTP_URL, when set, wins (the operator's word over the screen's), and with
// neither the shop writes its e-mail to the outbox folder as before.

export type MailServerRow = typeof mailSettings.$inferSelect;

export async function readMailServer(db: DbOrTx): Promise<MailServerRow | null> {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.id, 1));
  return row ?? null;
}

/** Saves the server; a blank password keeps the one saved (the screen never has it to send back). */
export async function saveMailServer(
  db: DbOrTx,
  box: SecretBox,
  input: MailSettingsInput,
  adminId: number,
  now: Date,
): Promise<MailServerRow> {
  const previous = await readMailServer(db);
  const passwordSealed = input.password !== '' ? box.seal(input.password) : (previous?.passwordSealed ?? '');
  const values = {
    host: input.host.toLowerCase(),
    port: input.port,
    security: input.security,
    username: input.username,
    passwordSealed,
    fromAddress: input.from_address,
    updatedAt: now,
    updatedBy: adminId,
  };
  const [row] = await db
    .insert(mailSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: mailSettings.id, set: values })
    .returning();
  return row!;
}

export async function removeMailServer(db: DbOrTx): Promise<boolean> {
  const removed = await db.delete(mailSettings).where(eq(mailSettings.id, 1)).returning({ id: mailSettings.id });
  return removed.length > 0;
}

function mailSourceOf(envSmtp: boolean, row: MailServerRow | null): MailSource {
  return envSmtp ? 'environment' : row ? 'settings' : 'outbox';
}

export function mailServerView(envSmtp: boolean, row: MailServerRow | null): MailSettingsView {
  return {
    source: mailSourceOf(envSmtp, row),
    saved: row && {
      host: row.host,
      port: row.port,
      security: row.security as MailSecurity,
      username: row.username,
      password_saved: row.passwordSealed !== '',
      from_address: row.fromAddress,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** nodemailer's options for the saved server; null when its password no longer opens (another key). */
export function transportOptionsOf(row: MailServerRow, box: SecretBox, pool: boolean): SMTPTransport.Options | null {
  const password = row.passwordSealed === '' ? '' : box.open(row.passwordSealed);
  if (password === null) return null;
  return {
    host: row.host,
    port: row.port,
    // TLS from the first byte; or a plain start that must upgrade (a server that cannot is refused).
    secure: row.security === 'tls',
    requireTLS: row.security === 'starttls',
    ignoreTLS: row.security === 'none',
    ...(row.username ? { auth: { user: row.username, pass: password } } : {}),
    ...(pool ? { pool: true } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options;
}

class MailServerUnusable extends Error {}

/** Sends one message through the saved server (From: its address, under the shop's name). */
export async function sendThrough(transport: Transporter, row: MailServerRow, message: MailMessage): Promise<void> {
  // The saved server's own address wins over the shop's contact address (withSender's fromAddress).
  const { fromName, fromAddress: _contactAddress, ...fields } = message;
  await transport.sendMail({
    ...fields,
    from: fromName ? { name: fromName, address: row.fromAddress } : row.fromAddress,
  });
}

/** How long a process trusts what it read: another process of the same shop may have saved since. */
const REREAD_MS = 30_000;

export interface SettingsMailer extends Mailer {
  /** Forget what was read (this process saved or removed the server). */
  reload(): void;
}

/**
 * `base` (SMTP_URL's server, or the outbox) unless the admin saved a server and SMTP_URL is unset.
 * The saved server's pooled connection is kept until the settings change.
 */
export function settingsMailer(
  base: Mailer,
  options: { db: DbOrTx; box: () => SecretBox; envSmtp: boolean; now?: () => number },
): SettingsMailer {
  const now = options.now ?? Date.now;
  let read: { at: number; current: Promise<{ row: MailServerRow; transport: Transporter } | null> } | undefined;
  let open: Transporter | undefined;
  const current = () => {
    if (read && now() - read.at < REREAD_MS) return read.current;
    const previous = read;
    read = {
      at: now(),
      current: readMailServer(options.db).then(async (row) => {
        const before = await previous?.current.catch(() => null);
        if (before && row && before.row.updatedAt.getTime() === row.updatedAt.getTime()) return before;
        open?.close();
        open = undefined;
        if (!row) return null;
        const transportOptions = transportOptionsOf(row, options.box(), true);
        if (!transportOptions)
          throw new MailServerUnusable('The saved mail server password cannot be opened with this settings key');
        const { default: nodemailer } = await import('nodemailer');
        open = nodemailer.createTransport(transportOptions);
        return { row, transport: open };
      }),
    };
    // A failed read is tried again with the next message.
    read.current.catch(() => {
      read = undefined;
    });
    return read.current;
  };
  if (options.envSmtp) return { ...base, reload() {} };
  return {
    reload() {
      read = read && { ...read, at: -Infinity };
    },
    close() {
      open?.close();
      base.close?.();
    },
    async send(message) {
      const saved = await current();
      if (!saved) return base.send(message);
      await sendThrough(saved.transport, saved.row, message);
    },
  };
}
