import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The shop's text messages as the shopper reads them on their phone: the demo shop writes each SMS
// to DATA_DIR/sms-outbox (modules/sms/senders.ts demoSender), one file per message named after its
// time and number, holding "To:", "Parts:", a blank line and the text.

export interface OutboxSms {
  file: string;
  to: string;
  text: string;
}

/** The text messages sent to `phone` so far, newest first (by the suite's shop, or the one using `dataDir`). */
export function outboxSmsTo(phone: string, dataDir = process.env.E2E_DATA_DIR ?? ''): OutboxSms[] {
  const outbox = join(dataDir, 'sms-outbox');
  if (!existsSync(outbox)) return [];
  const digits = phone.replace(/\D/g, '');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.txt') && name.includes(`-${digits}-`))
    .sort()
    .reverse()
    .map((file) => {
      const raw = readFileSync(join(outbox, file), 'utf8');
      const at = raw.indexOf('\n\n');
      return { file, to: /^To: (.*)$/m.exec(raw)?.[1] ?? '', text: raw.slice(at + 2).replace(/\n$/, '') };
    });
}

/**
 * The code of the newest text to `phone` that came after the first `after` of them (so that a
 * new code is not mistaken for the one before it), waiting for the outbox to send it.
 */
export async function smsCodeFromOutbox(phone: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const texts = outboxSmsTo(phone);
        if (texts.length <= after) return undefined;
        code = /\b(\d{6})\b/.exec(texts[0]!.text)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
