import { ownerOnlyFolder } from '../../lib/owner-only-folder.js';
import { smsParts } from './parts.js';

// Who hands a text message on: Sparrow SMS (docs/protocols.md §7) when the shop has its token and
// sender identity, else (a demo shop) a file in DATA_DIR/sms-outbox, as e-mail goes to
// DATA_DIR/outbox. A shop in production without credentials sends none (config.ts smsMode).

export interface SmsMessage {
  /** A Nepali mobile number, 10 digits. */
  to: string;
  text: string;
}

/** The provider's answer to a message it queued, kept on the row. */
type SmsReceipt = Record<string, unknown>;

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/**
 * The provider refused the message. `permanent`: sending it again cannot help (a bad number, an
 * empty text), so it is marked failed at once; otherwise (credits, the account, the network) it is
 * retried later. `response` is the provider's answer, when there was one.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly response: unknown = null,
  ) {
    super(message);
  }
}

/** Sparrow's error codes that are the message's own fault: 1000 field missing, 1007 invalid receiver, 1010 empty text, 1011 no valid receiver. */
const PERMANENT_CODES = new Set([1000, 1007, 1010, 1011]);

const SPARROW_SMS_URL = 'https://api.sparrowsms.com/v2/sms/';
const TIMEOUT_MS = 15_000;

export function sparrowSender(options: { token: string; from: string; url?: string | undefined }): SmsSender {
  const url = options.url ?? SPARROW_SMS_URL;
  return {
    async send(message) {
      const body = new URLSearchParams({
        token: options.token,
        from: options.from,
        to: message.to,
        text: message.text,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`Sparrow SMS could not be reached: ${(error as Error).message}`, false);
      }
      const raw = await response.text();
      let answer: unknown = null;
      try {
        answer = JSON.parse(raw);
      } catch {
        // Not JSON (a proxy's error page): retried below.
      }
      const code = (answer as { response_code?: unknown } | null)?.response_code;
      if (response.status === 200 && code === 200) return answer as SmsReceipt;
      if (typeof code === 'number') {
        const text = String((answer as { response?: unknown }).response ?? '');
        throw new SmsSendError(`Sparrow SMS ${code}: ${text}`.slice(0, 500), PERMANENT_CODES.has(code), answer);
      }
      throw new SmsSendError(`Sparrow SMS answered HTTP ${response.status}`, false, raw.slice(0, 500));
    },
  };
}

/** Demo mode: each message becomes a text file in `dir` (owner-only), named by time and number. */
export function demoSender(dir: string): SmsSender {
  const folder = ownerOnlyFolder(dir);
  return {
    async send(message) {
      const { encoding, parts } = smsParts(message.text);
      const file = folder.write(
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/\D/g, '')}-${process.hrtime.bigint()}.txt`,
        `To: ${message.to}\nParts: ${parts} (${encoding})\n\n${message.text}\n`,
      );
      return { demo: true, file };
    },
  };
}
