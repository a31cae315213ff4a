import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { createMailOutbox, LEASE_MS, MAX_ATTEMPTS, MAX_YIELD_MS, retryDelayMs } from './outbox.js';

const quietLog = { error: () => undefined, warn: () => undefined };
const message = (n: number): MailMessage => ({
  to: `shopper${n}@example.com`,
  subject: `Order ${n}`,
  text: `Order ${n}`,
});

describe('retryDelayMs', () => {
  it('doubles from one minute and stops at two hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(2 * 60 * 60_000);
  });
});

describe('mail outbox', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let clock: number;
  const now = () => clock;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T10:00:00Z');
    await database.db.execute(sql`DELETE FROM mail_outbox`);
  });

  const queued = async () =>
    (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`)).rows[0]!.n;

  function recordingMailer(fail: (mail: MailMessage) => boolean = () => false): Mailer & { sent: MailMessage[] } {
    const sent: MailMessage[] = [];
    return {
      sent,
      async send(mail) {
        if (fail(mail)) throw new Error('SMTP server unavailable');
        sent.push(mail);
      },
    };
  }

  it('sends queued messages in order and removes them', async () => {
    const mailer = recordingMailer();
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(1), message(2)]);
    expect(await queued()).toBe(2);
    await outbox.drain();
    expect(mailer.sent).toEqual([message(1), message(2)]);
    expect(await queued()).toBe(0);
  });

  it('writes a templated message when it sends it, and keeps one whose template is unknown or refuses it', async () => {
    const mailer = recordingMailer();
    const rendered: unknown[] = [];
    const outbox = createMailOutbox({
      db: database.db,
      mailer,
      now,
      log: quietLog,
      templates: {
        greeting: (params) => {
          rendered.push(params);
          const { name } = params as { name?: unknown };
          if (typeof name !== 'string') throw new Error('greeting needs a name');
          return { subject: `Hello ${name}`, text: `Namaste ${name}` };
        },
      },
    });
    const rows = [
      { template: 'greeting', to: 'sita@example.com', params: { name: 'Sita' } },
      { template: 'farewell', to: 'ram@example.com', params: {} },
      { template: 'greeting', to: 'hari@example.com', params: { name: 7 } },
      { template: 'constructor', to: 'gita@example.com', params: {} },
    ];
    await database.db.execute(
      sql`INSERT INTO mail_outbox (message, next_attempt_at)
        SELECT value, ${new Date(clock)} FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb)`,
    );
    // Nothing is written until the queue sends it.
    expect(rendered).toEqual([]);
    await outbox.drain();
    expect(mailer.sent).toEqual([{ to: 'sita@example.com', subject: 'Hello Sita', text: 'Namaste Sita' }]);
    const kept = await database.db.execute<{ to: string; attempts: number; last_error: string }>(
      sql`SELECT message->>'to' AS to, attempts, last_error FROM mail_outbox ORDER BY id`,
    );
    expect(kept.rows).toEqual([
      { to: 'ram@example.com', attempts: 1, last_error: 'no mail template named "farewell"' },
      { to: 'hari@example.com', attempts: 1, last_error: 'greeting needs a name' },
      { to: 'gita@example.com', attempts: 1, last_error: 'no mail template named "constructor"' },
    ]);
  });

  it('queues nothing when the transaction that queued the mail rolls back', async () => {
    const mailer = recordingMailer();
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    const outcome = await database.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx, [message(3)]);
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    await outbox.drain();
    expect(mailer.sent).toEqual([]);
    expect(await queued()).toBe(0);
  });

  it('keeps a message the mailer refused and retries it after the delay', async () => {
    let smtpDown = true;
    const mailer = recordingMailer(() => smtpDown);
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(4)]);
    await outbox.drain();
    const [row] = (
      await database.db.execute<{ attempts: number; last_error: string }>(
        sql`SELECT attempts, last_error FROM mail_outbox`,
      )
    ).rows;
    expect(row).toEqual({ attempts: 1, last_error: 'SMTP server unavailable' });

    smtpDown = false;
    clock += 30_000;
    await outbox.drain();
    expect(mailer.sent).toEqual([]); // not due yet
    clock += 31_000;
    await outbox.drain();
    expect(mailer.sent).toEqual([message(4)]);
    expect(await queued()).toBe(0);
  });

  it(`gives a message up after ${MAX_ATTEMPTS} attempts and keeps it with its error`, async () => {
    const mailer = recordingMailer(() => true);
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(5)]);
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt++) {
      await outbox.drain();
      clock += 3 * 60 * 60_000;
    }
    const [row] = (await database.db.execute<{ attempts: number }>(sql`SELECT attempts FROM mail_outbox`)).rows;
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
  });

  it('two processes draining one queue send every message exactly once', async () => {
    const mailerA = recordingMailer();
    const mailerB = recordingMailer();
    const a = createMailOutbox({ db: database.db, mailer: mailerA, now, log: quietLog });
    const b = createMailOutbox({ db: database.db, mailer: mailerB, now, log: quietLog });
    const messages = Array.from({ length: 240 }, (_, i) => message(100 + i));
    await a.enqueue(database.db, messages);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const subjects = [...mailerA.sent, ...mailerB.sent].map((mail) => mail.subject).sort();
    expect(subjects).toEqual(messages.map((mail) => mail.subject).sort());
    expect(await queued()).toBe(0);
  });

  it('a kick sends soon after, and kicks close together share one batch', async () => {
    const mailer = recordingMailer();
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(6)]);
    outbox.kick();
    await outbox.enqueue(database.db, [message(7)]);
    outbox.kick();
    await vi.waitFor(() => expect(mailer.sent).toEqual([message(6), message(7)]));
    // Deleted just after the last send.
    await vi.waitFor(async () => expect(await queued()).toBe(0));
    await outbox.close();
  });

  it('leaves mail queued at shutdown for the next start', async () => {
    const mailer = recordingMailer();
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(8)]);
    outbox.kick();
    await outbox.close();
    expect(mailer.sent).toEqual([]);
    const restarted = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await restarted.drain();
    expect(mailer.sent).toEqual([message(8)]);
  });

  it('holds no transaction open while the mailer works', async () => {
    const openTransactions: number[] = [];
    const mailer: Mailer = {
      async send() {
        const { rows } = await database.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL`);
        openTransactions.push(rows[0]!.n);
      },
    };
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await outbox.enqueue(database.db, [message(9), message(10)]);
    await outbox.drain();
    expect(openTransactions).toEqual([0, 0]);
  });

  it("sends a stopped process's claimed batch once its lease has run out, not before", async () => {
    const stuck = createMailOutbox({
      db: database.db,
      mailer: { send: () => new Promise<void>(() => undefined) }, // the process dies mid-send
      now,
      log: quietLog,
    });
    await stuck.enqueue(database.db, [message(11)]);
    void stuck.drain();
    await vi.waitFor(async () => {
      const [row] = (
        await database.db.execute<{ leased: boolean }>(
          sql`SELECT next_attempt_at > ${new Date(clock)}::timestamptz AS leased FROM mail_outbox`,
        )
      ).rows;
      expect(row?.leased).toBe(true);
    });
    const mailer = recordingMailer();
    const other = createMailOutbox({ db: database.db, mailer, now, log: quietLog });
    await other.drain();
    expect(mailer.sent).toEqual([]);
    clock += LEASE_MS + 1;
    await other.drain();
    expect(mailer.sent).toEqual([message(11)]);
    expect(await queued()).toBe(0);
  });

  it('gives way while the server is busy: waits for a quiet moment, at most MAX_YIELD_MS a message', async () => {
    const sentAt: number[] = [];
    const mailer: Mailer = {
      async send() {
        sentAt.push(performance.now());
      },
    };
    const outbox = createMailOutbox({ db: database.db, mailer, now, log: quietLog, busy: () => true });
    await outbox.enqueue(database.db, [message(12), message(13), message(14)]);
    const started = performance.now();
    await outbox.drain();
    // Always busy: each message waited its full turn, and all were still sent.
    expect(sentAt).toHaveLength(3);
    expect(sentAt[2]! - started).toBeGreaterThanOrEqual(3 * MAX_YIELD_MS - 5);
    expect(await queued()).toBe(0);

    // Busy for the first three looks only: the first message goes at the first quiet look, the
    // second at once (counted, not timed, so a slow machine cannot make this flaky).
    const looks: boolean[] = [];
    const quietSoon = createMailOutbox({
      db: database.db,
      mailer: recordingMailer(),
      now,
      log: quietLog,
      busy: () => {
        looks.push(looks.length < 3);
        return looks.at(-1)!;
      },
    });
    await quietSoon.enqueue(database.db, [message(15), message(16)]);
    await quietSoon.drain();
    expect(looks).toEqual([true, true, true, false, false]);
    expect(await queued()).toBe(0);
  });
});
