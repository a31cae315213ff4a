// The shoppers of `npm run bench:checkout`, run in a child process of their own: each loops placing a cash on
// delivery order, one of 4,096 carts of 1–3 random lines made beforehand (totals computed with the
// shared pricing rules, as the checkout page would show them), until the time is up, and reports
// what it was told it bought.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { Product } from '@pasal/contract';
import { payloadFor, randomLines } from './order-payloads.js';

export interface ShopperJob {
  /** The server processes; shopper n orders from urls[n % urls.length], as a balancer would spread them. */
  urls: string[];
  /** Per shopper, the accounts it orders as, in turn: one bearer token each. */
  tokens: string[][];
  products: Product[];
  durationMs: number;
  /** All shoppers order for this long first; counted for stock, not in the figures. */
  warmUpMs: number;
  thinkMs: number;
  /** Each order carries an Idempotency-Key of its own, as the checkout page sends one per attempt. */
  idempotencyKeys: boolean;
  freeDeliveryThresholdPaisa: number;
  taxPercentage: number;
}

export interface ShopperOutcome {
  placed: number;
  latencies: number[];
  /** Latencies of the warm-up's orders. */
  warmUpLatencies: number[];
  /** `p<id>` / `c<id>` → units the server confirmed. */
  bought: [string, number][];
  failures: [string, number][];
  elapsedMs: number;
}

/** A shopper's accounts, taken in turn, so that each holds only a few open orders, as real ones do. */
class AccountTurns {
  private turn = 0;
  constructor(
    private readonly tokens: readonly string[],
    /** The server process this shopper orders from. */
    readonly url: string,
  ) {}
  next(): string {
    return this.tokens[this.turn++ % this.tokens.length]!;
  }
}

// Plain node:http with keep-alive rather than fetch: the shoppers share the machine with the
// server, and fetch cost them about as much CPU per order as the server's own request handling.
const agent = new Agent({ keepAlive: true, maxSockets: 1000 });

function post(
  url: string,
  token: string,
  payload: string,
  idempotencyKey: string | null,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** How many different carts the shoppers pick from. */
const CARTS = 4096;

async function run(work: ShopperJob): Promise<ShopperOutcome> {
  // The carts and their request bodies are made before the clock starts: the shoppers share the
  // server's two cores, and what they spend per order is taken from the server.
  const carts = Array.from({ length: CARTS }, () => {
    const lines = randomLines(work.products);
    return { lines, body: JSON.stringify(payloadFor(lines, work)) };
  });
  const bought = new Map<string, number>();
  const failures = new Map<string, number>();
  const latencies: number[] = [];
  const warmUpLatencies: number[] = [];
  let placed = 0;
  const place = async (accounts: AccountTurns, record: boolean) => {
    const token = accounts.next();
    const url = accounts.url;
    const { lines, body: payload } = carts[Math.floor(Math.random() * carts.length)]!;
    const started = performance.now();
    const key = work.idempotencyKeys ? randomUUID() : null;
    const response = await post(`${url}/api/v1/orders/`, token, payload, key);
    const body = response.body;
    const ms = performance.now() - started;
    if (response.status === 201) {
      for (const line of lines) {
        bought.set(`p${line.product_id}`, (bought.get(`p${line.product_id}`) ?? 0) + line.quantity);
        if (line.color_id) bought.set(`c${line.color_id}`, (bought.get(`c${line.color_id}`) ?? 0) + line.quantity);
      }
      if (record) {
        placed += 1;
        latencies.push(ms);
      } else warmUpLatencies.push(ms);
    } else {
      const key = `${response.status} ${body.slice(0, 80)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  };
  // Warm-up: a server just started compiles its code (JIT), its database connections plan their
  // statements, and the first orders of a fresh database find empty tables. Every shopper orders
  // (with the think time) until the warm-up is over; that stock counts, the latencies are reported
  // apart.
  const warmUntil = performance.now() + work.warmUpMs;
  const turns = work.tokens.map((tokens, index) => new AccountTurns(tokens, work.urls[index % work.urls.length]!));
  await Promise.all(
    turns.map(async (accounts) => {
      do {
        await place(accounts, false);
        if (work.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, work.thinkMs));
      } while (performance.now() < warmUntil);
    }),
  );
  const startedAt = performance.now();
  const deadline = startedAt + work.durationMs;
  await Promise.all(
    turns.map(async (accounts, index) => {
      // Spread the first orders over the think time so shoppers do not arrive in waves.
      if (work.thinkMs > 0)
        await new Promise((resolve) => setTimeout(resolve, (work.thinkMs * index) / work.tokens.length));
      while (performance.now() < deadline) {
        await place(accounts, true);
        if (work.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, work.thinkMs));
      }
    }),
  );
  return {
    placed,
    latencies,
    warmUpLatencies,
    bought: [...bought],
    failures: [...failures],
    elapsedMs: performance.now() - startedAt,
  };
}

// Forked by checkout.ts: the job arrives as a message, the outcome goes back as one.
if (process.send) {
  process.once('message', (job: ShopperJob) => {
    void run(job).then((outcome) => process.send?.(outcome, () => process.exit(0)));
  });
}
