import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../connection.js';
import { createBackup } from './backup.js';
import { loadOrder, restoreBackup, RestoreRefusedError } from './restore.js';

// The restore's general machinery on a schema of its own, with what the shop's schema lacks today:
// tables that reference each other in a cycle, an identity column, a generated column, a free
// sequence, and a migration newer than the backup that must run on the restored rows; plus binary
// (bytea) data, as uploaded images are stored.

const scratch = mkdtempSync(join(tmpdir(), 'pasal-restore-unit-'));
chmodSync(scratch, 0o755);
const databases: string[] = [];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function newDatabase(): Promise<string> {
  const name = `pasal_tu_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  databases.push(name);
  const url = new URL(inject('pgServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function rows<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const FIRST = `
CREATE TABLE "a" ("id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "b_id" integer, "name" text NOT NULL,
  "upper_name" text GENERATED ALWAYS AS (upper("name")) STORED, "parent_id" integer REFERENCES "a"("id"));
--> statement-breakpoint
CREATE TABLE "b" ("id" serial PRIMARY KEY, "a_id" integer NOT NULL REFERENCES "a"("id"), "note" text, "image" bytea);
--> statement-breakpoint
ALTER TABLE "a" ADD CONSTRAINT "a_b_fk" FOREIGN KEY ("b_id") REFERENCES "b"("id");
--> statement-breakpoint
CREATE SEQUENCE "ticket_numbers" START 1000;`;
const SECOND = `ALTER TABLE "b" ADD COLUMN "migrated" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "b" SET "migrated" = true;`;

function migrationsFolder(name: string, migrations: string[], base = 1_700_000_000_000): string {
  const folder = join(scratch, name);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = migrations.map((sql, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), sql);
    return { idx, version: '7', when: base + idx * 1000, tag, breakpoints: true };
  });
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

afterAll(async () => {
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(scratch, { recursive: true, force: true });
});

describe('restore', () => {
  it('orders tables after the ones they reference; a cycle comes last with its constraints named', () => {
    const refs = [
      { child: 'order_items', parent: 'orders', name: 'i_o' },
      { child: 'orders', parent: 'users', name: 'o_u' },
      { child: 'users', parent: 'users', name: 'u_u' },
      { child: 'x', parent: 'y', name: 'x_y' },
      { child: 'y', parent: 'x', name: 'y_x' },
    ];
    expect(loadOrder(['order_items', 'orders', 'users', 'x', 'y'], refs)).toEqual({
      order: ['users', 'orders', 'order_items', 'x', 'y'],
      cyclic: [
        { child: 'x', name: 'x_y' },
        { child: 'y', name: 'y_x' },
      ],
    });
  });

  it('loads tables in a reference cycle, identity and generated columns and sequences, then runs newer migrations', async () => {
    const source = await newDatabase();
    const handle = connectDatabase(source, { max: 1 });
    await migrate(handle.db, { migrationsFolder: migrationsFolder('old', [FIRST]) });
    await handle.close();
    await rows(
      source,
      `BEGIN;
       INSERT INTO a (name) VALUES ('root'), ('child');
       UPDATE a SET parent_id = (SELECT min(id) FROM a) WHERE name = 'child';
       INSERT INTO b (a_id, note) SELECT id, 'tab	and
newline \\ backslash' FROM a;
       UPDATE a SET b_id = (SELECT min(id) FROM b);
       UPDATE b SET image = decode(repeat('00ff5c0a09', 1000) || md5(id::text), 'hex');
       SELECT nextval('ticket_numbers'), nextval('ticket_numbers');
       COMMIT;`,
    );
    const { file } = await createBackup({ url: source, dir: join(scratch, 'backups') });

    const target = await newDatabase();
    const result = await restoreBackup({
      file,
      url: target,
      migrationsFolder: migrationsFolder('new', [FIRST, SECOND]),
    });
    expect(result.laterMigrations).toBe(1);
    const query = `SELECT a.id, a.name, a.upper_name, a.parent_id, a.b_id, b.note, b.image
                     FROM a JOIN b ON b.a_id = a.id ORDER BY a.id`;
    const restored = await rows<Record<string, unknown>>(target, query);
    expect(restored).toHaveLength(2);
    expect(restored).toEqual(await rows<Record<string, unknown>>(source, query));
    // The newer migration ran on the restored rows.
    expect(await rows(target, 'SELECT DISTINCT migrated FROM b')).toEqual([{ migrated: true }]);
    expect(restored[1]?.note).toBe('tab\tand\nnewline \\ backslash');
    expect((restored[1]?.image as Buffer).length).toBe(5016); // bytea (uploaded images live in such columns)
    // The constraints made deferrable for the load are back as they were.
    const constraints = await rows<{ conname: string; condeferrable: boolean }>(
      target,
      `SELECT conname, condeferrable FROM pg_constraint WHERE contype = 'f' ORDER BY conname`,
    );
    expect(constraints.every((row) => !row.condeferrable)).toBe(true);
    const [next] = await rows<{ ticket: string }>(target, `SELECT nextval('ticket_numbers')::text AS ticket`);
    expect(next?.ticket).toBe('1002');
    const [inserted] = await rows<{ id: number }>(target, `INSERT INTO a (name) VALUES ('new') RETURNING id`);
    expect(inserted?.id).toBe(3);

    // A database that holds rows is refused before anything changes.
    await expect(restoreBackup({ file, url: target, migrationsFolder: join(scratch, 'new') })).rejects.toThrow(
      RestoreRefusedError,
    );
    // A build that does not know the backup's migrations refuses it.
    const other = await newDatabase();
    await expect(
      restoreBackup({
        file,
        url: other,
        migrationsFolder: migrationsFolder('unrelated', ['SELECT 1'], 1_600_000_000_000),
      }),
    ).rejects.toThrow(/comes from a newer version of Pasal/);
  });
});
