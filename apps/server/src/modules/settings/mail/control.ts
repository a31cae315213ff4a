import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import { persistentSecret } from '../../../db/secrets.js';
import type { Mailer } from '../../../lib/mailer.js';
import { settingsMailer } from './mail-server.js';
import { secretBox, type SecretBox } from './secret-box.js';

export interface MailServerControl {
  /** The app's mailer before the shop's name is added: SMTP_URL's, the saved server's, or the outbox. */
  mailer: Mailer;
  /** SMTP_URL's server or the outbox: what a test e-mail goes through while SMTP_URL is set. */
  base: Mailer;
  envSmtp: boolean;
  /** The key the saved password is sealed with: SETTINGS_KEY, or one kept in DATA_DIR (made on first use). */
  box(): SecretBox;
  /** This process saved or removed the server: the next e-mail reads it again. */
  reload(): void;
}

export function mailServerControl(base: Mailer, options: { config: Config; db: DbOrTx }): MailServerControl {
  const { config } = options;
  let box: SecretBox | undefined;
  const keyed = () => (box ??= secretBox(config.SETTINGS_KEY ?? persistentSecret(config.DATA_DIR, 'settings')));
  const envSmtp = config.SMTP_URL !== undefined;
  const mailer = settingsMailer(base, { db: options.db, box: keyed, envSmtp });
  return { mailer, base, envSmtp, box: keyed, reload: () => mailer.reload() };
}
