import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The shop's e-mail as the shopper reads it, from the server's outbox (DATA_DIR/outbox, one .eml
// file per message as an SMTP server would receive it). A Nepali e-mail arrives encoded (RFC 2047
// words in the subject, base64 text), so the journeys read the message, not the raw file.

export interface OutboxMail {
  file: string;
  subject: string;
  /** The plain-text part. */
  text: string;
}

/** Unfolded header lines of a message or part, by lower-cased name. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words ('=?UTF-8?B?…?='); the space between two of them is not text. */
function decodeWords(value: string): string {
  const bytes: Buffer[] = [];
  let rest = value.replace(/\?=\s+=\?/g, '?==?');
  let out = '';
  const flush = () => {
    if (bytes.length > 0) out += Buffer.concat(bytes.splice(0)).toString('utf8');
  };
  for (;;) {
    const match = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/.exec(rest);
    if (!match) break;
    if (match.index > 0) {
      flush();
      out += rest.slice(0, match.index);
    }
    const [, , encoding, data = ''] = match;
    bytes.push(
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    rest = rest.slice(match.index + match[0].length);
  }
  flush();
  return out + rest;
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = (transferEncoding ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: headersOf(raw), body: '' };
  return { headers: headersOf(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** The text/plain part of a message (the message itself when it has no parts). */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r?\n$/, '');
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const inner = split(part.replace(/^\r?\n/, ''));
    const innerType = (inner.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (innerType.startsWith('text/plain') || innerType.startsWith('multipart/'))
      return plainText(inner.headers, inner.body.replace(/\r?\n$/, ''));
  }
  return '';
}

function readMail(raw: string, file = ''): OutboxMail {
  const { headers, body } = split(raw);
  return { file, subject: decodeWords(headers.get('subject') ?? ''), text: plainText(headers, body) };
}

/** The e-mails written to `email` so far, newest first (by the suite's shop, or the one using `dataDir`). */
export function outboxMailTo(email: string, dataDir = process.env.E2E_DATA_DIR ?? ''): OutboxMail[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  // The outbox names each file after its recipient (lib/mailer.ts), with unsafe characters as '_'.
  const needle = email.replace(/[^a-z0-9@._-]/gi, '_');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(needle))
    .sort()
    .reverse()
    .map((file) => readMail(readFileSync(join(outbox, file), 'utf8'), file));
}
