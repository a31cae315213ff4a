import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The demo outboxes (e-mail as .eml files in DATA_DIR/outbox, text messages in DATA_DIR/sms-outbox)
// hold one-time codes and personal details: only the shop's own user may read them.
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** A folder only the shop's user may read; made (or closed, if an older version left it open) at the first write. */
export interface OwnerOnlyFolder {
  /** Writes `name` in the folder, making the folder again if it was removed meanwhile; answers its path. */
  write(name: string, content: string | Uint8Array): string;
}

/**
 * Writes synchronously, on purpose: a message file of a few kilobytes takes tens of microseconds,
 * while fs/promises' writeFile (open, write and close, each through the thread pool) cost 7–15
 * times the CPU on the 2-core machine, 0.2–0.5 ms a file, which was about a fifth of the Node CPU
 * of a cash-on-delivery order in `npm run bench:checkout` (two e-mails and a text message each).
 * The mail and SMS queues give way to requests, so the short block falls between them.
 */
export function ownerOnlyFolder(dir: string): OwnerOnlyFolder {
  let ready = false;
  const make = () => {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    // mkdir's mode is cut by the umask and leaves an existing folder as it is.
    chmodSync(dir, DIR_MODE);
    ready = true;
  };
  return {
    write(name, content) {
      if (!ready) make();
      const file = join(dir, name);
      try {
        writeFileSync(file, content, { mode: FILE_MODE });
      } catch (error) {
        // Someone removed the folder while the shop was running: make it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        make();
        writeFileSync(file, content, { mode: FILE_MODE });
      }
      return file;
    },
  };
}
