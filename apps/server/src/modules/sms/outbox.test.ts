import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import { createSmsOutbox, LEASE_MS, MAX_ATTEMPTS, smsRetryDelayMs } from './outbox.js';
import { demoSender, sparrowSender, type SmsMessage, type SmsSender } from './senders.js';

const quietLog = { error: () => undefined, warn: () => undefined };

type Row = {
  to_number: string;
  text: string;
  parts: number;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_response: unknown;
};

/**
 * A small Sparrow SMS (docs/protocols.md §7): form fields token, from, to, text; 200 with response_code
 * 200 when it queues the message, 403 with one of its error codes otherwise. The number chooses.
 */
function sparrowSimulator(): Promise<{ url: string; received: Record<string, string>[]; server: Server }> {
  const received: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      received.push(fields);
      const answer = (status: number, json: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (fields.token !== 'sparrow-token') return answer(403, { response_code: 1002, response: 'Invalid Token' });
      if (fields.to === '9841000007') return answer(403, { response_code: 1007, response: 'Invalid Receiver' });
      if (fields.to === '9841000012') return answer(403, { response_code: 1012, response: 'No Credits Available' });
      answer(200, { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/sms/`, received, server }),
    ),
  );
}

describe('smsRetryDelayMs', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect([1, 2, 3].map(smsRetryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(smsRetryDelayMs(20)).toBe(60 * 60_000);
  });
});

describe('SMS outbox', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sparrow: Awaited<ReturnType<typeof sparrowSimulator>>;
  let clock: number;
  const now = () => clock;

  beforeAll(async () => {
    database = await createTestDatabase();
    sparrow = await sparrowSimulator();
  });
  afterAll(async () => {
    sparrow.server.close();
    await database.drop();
  });
  beforeEach(async () => {
    clock = Date.parse('2026-11-30T10:00:00Z');
    sparrow.received.length = 0;
    await database.db.execute(sql`DELETE FROM sms_outbox`);
  });

  const rows = async () =>
    (
      await database.db.execute<Row>(
        sql`SELECT to_number, text, parts, status, attempts, last_error, provider_response FROM sms_outbox ORDER BY id`,
      )
    ).rows;

  const sparrowOutbox = (token = 'sparrow-token') =>
    createSmsOutbox({
      db: database.db,
      sender: sparrowSender({ token, from: 'Pasal', url: sparrow.url }),
      now,
      log: quietLog,
    });

  it('queues Nepali mobile numbers only, as 10 digits, with the parts each text costs', async () => {
    const outbox = sparrowOutbox();
    await outbox.enqueue(database.db, [
      { to: '+977 984-1000001', text: 'Pasal: order PSL-1 received.' },
      { to: '01-4411223', text: 'A landline takes no SMS' },
      { to: '9831234567', text: 'Not a mobile prefix' },
      { to: '9841000002', text: 'अ'.repeat(71) },
    ]);
    expect((await rows()).map(({ to_number, parts, status }) => ({ to_number, parts, status }))).toEqual([
      { to_number: '9841000001', parts: 1, status: 'pending' },
      { to_number: '9841000002', parts: 2, status: 'pending' },
    ]);
  });

  it('sends through Sparrow SMS: a 200 answer marks the message sent and keeps the answer', async () => {
    const outbox = sparrowOutbox();
    await outbox.enqueue(database.db, [{ to: '9841000001', text: 'Pasal: अर्डर PSL-1 पठाइयो' }]);
    await outbox.drain();
    expect(sparrow.received).toEqual([
      { token: 'sparrow-token', from: 'Pasal', to: '9841000001', text: 'Pasal: अर्डर PSL-1 पठाइयो' },
    ]);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 1,
        last_error: null,
        provider_response: { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' },
      }),
    ]);
    // Sent once: draining again sends nothing.
    await outbox.drain();
    expect(sparrow.received).toHaveLength(1);
  });

  it('marks a message Sparrow refuses for good (1007 invalid receiver) failed at once', async () => {
    const outbox = sparrowOutbox();
    await outbox.enqueue(database.db, [{ to: '9841000007', text: 'Hello' }]);
    await outbox.drain();
    clock += 24 * 60 * 60_000;
    await outbox.drain();
    expect(sparrow.received).toHaveLength(1);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        last_error: 'Sparrow SMS 1007: Invalid Receiver',
        provider_response: { response_code: 1007, response: 'Invalid Receiver' },
      }),
    ]);
  });

  it('retries a message Sparrow refused for the account (1012 no credits, 1002 bad token) after the delay, then gives up', async () => {
    const outbox = sparrowOutbox();
    await outbox.enqueue(database.db, [{ to: '9841000012', text: 'Hello' }]);
    await outbox.drain();
    expect(await rows()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'Sparrow SMS 1012: No Credits Available' }),
    ]);
    // Not before its delay.
    await outbox.drain();
    expect(sparrow.received).toHaveLength(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock += smsRetryDelayMs(attempt - 1);
      await outbox.drain();
    }
    expect(sparrow.received).toHaveLength(MAX_ATTEMPTS);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: MAX_ATTEMPTS })]);

    const wrongToken = sparrowOutbox('expired-token');
    await database.db.execute(sql`DELETE FROM sms_outbox`);
    await wrongToken.enqueue(database.db, [{ to: '9841000001', text: 'Hello' }]);
    await wrongToken.drain();
    expect(await rows()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'Sparrow SMS 1002: Invalid Token' }),
    ]);
  });

  it('retries a message when Sparrow cannot be reached', async () => {
    const outbox = createSmsOutbox({
      db: database.db,
      sender: sparrowSender({ token: 'sparrow-token', from: 'Pasal', url: 'http://127.0.0.1:1/v2/sms/' }),
      now,
      log: quietLog,
    });
    await outbox.enqueue(database.db, [{ to: '9841000001', text: 'Hello' }]);
    await outbox.drain();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/^Sparrow SMS could not be reached/);
  });

  it('sends each message once when two processes drain the same outbox at once', async () => {
    const sent: string[] = [];
    // A slow provider: both processes are sending while the other claims.
    const slowSender: SmsSender = {
      async send(message: SmsMessage) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.text);
        return { response_code: 200 };
      },
    };
    const first = createSmsOutbox({ db: database.db, sender: slowSender, now, log: quietLog });
    const second = createSmsOutbox({ db: database.db, sender: slowSender, now, log: quietLog });
    const messages = Array.from({ length: 60 }, (_, n) => ({ to: '9841000001', text: `Message ${n}` }));
    await first.enqueue(database.db, messages);
    await Promise.all([first.drain(), second.drain()]);
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('leaves a batch another process leased alone until its lease runs out', async () => {
    const sent: string[] = [];
    const sender: SmsSender = {
      async send(message) {
        sent.push(message.text);
        return {};
      },
    };
    const outbox = createSmsOutbox({ db: database.db, sender, now, log: quietLog });
    await outbox.enqueue(database.db, [{ to: '9841000001', text: 'Leased' }]);
    await database.db.execute(sql`UPDATE sms_outbox SET next_attempt_at = ${new Date(clock + LEASE_MS)}`);
    await outbox.drain();
    expect(sent).toEqual([]);
    clock += LEASE_MS;
    await outbox.drain();
    expect(sent).toEqual(['Leased']);
  });

  it('queues nothing without a sender (a production shop without credentials)', async () => {
    const outbox = createSmsOutbox({ db: database.db, sender: null, now, log: quietLog });
    expect(outbox.enabled).toBe(false);
    await outbox.enqueue(database.db, [{ to: '9841000001', text: 'Hello' }]);
    await outbox.drain();
    expect(await rows()).toEqual([]);
  });

  it('in demo mode writes each message to a file only the shop may read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pasal-sms-'));
    try {
      const dir = join(dataDir, 'sms-outbox');
      const outbox = createSmsOutbox({ db: database.db, sender: demoSender(dir), now, log: quietLog });
      await outbox.enqueue(database.db, [{ to: '9841000001', text: 'Pasal: अर्डर PSL-1 प्राप्त भयो।' }]);
      await outbox.drain();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-9841000001-\d+\.txt$/);
      expect(readFileSync(join(dir, files[0]!), 'utf8')).toBe(
        'To: 9841000001\nParts: 1 (unicode)\n\nPasal: अर्डर PSL-1 प्राप्त भयो।\n',
      );
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
      expect(await rows()).toEqual([
        expect.objectContaining({ status: 'sent', provider_response: { demo: true, file: join(dir, files[0]!) } }),
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
