import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Sealing a secret the admin typed (the mail server's password) before it is stored: AES-256-GCM
// with a fresh 96-bit nonce each time, so the database alone (a backup, a dump) does not give the
// password away, and a changed or swapped stored value fails to open instead of being used.

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the sealed text was not made with this key or was altered. */
  open(sealed: string): string | null;
}

/** `key`: any secret string (SETTINGS_KEY, or one generated in the data directory); hashed to 256 bits. */
export function secretBox(key: string): SecretBox {
  if (key.length < 16) throw new Error('The settings key must be at least 16 characters');
  const aesKey = createHash('sha256').update(`pasal settings ${key}`).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        nonce.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
