// The shoppers of `npm run bench:rush`, in a child process of their own (their loops must not share
// a server's event loop). Each is a person on the shop for the whole run: the home page, a category,
// a search, a product's page and its details, and one visit in four puts a cart on the server and
// orders it, cash on delivery; between any two steps it reads for a while (the think time). Half the
// shoppers use each server process, as a load balancer would share them.
import { Agent, request as httpRequest } from 'node:http';
import type { Product } from '@pasal/contract';
import { payloadFor, randomLines, type OrderPricing } from './order-payloads.js';

export interface RushJob extends OrderPricing {
  servers: string[];
  /** Per shopper, the accounts it orders as, in turn. */
  tokens: string[][];
  categories: string[];
  searches: string[];
  durationMs: number;
  /** Think time between two steps: uniform between these, in ms. */
  thinkMs: [number, number];
  /** Share of visits that end in an order. */
  buyShare: number;
}

export type StepKind = 'page' | 'api' | 'order';

export interface RushOutcome {
  latencies: Record<StepKind, number[]>;
  /** "<kind> <status> <path>" → count; status 0 for a connection error. */
  errors: [string, number][];
  orders: number;
  elapsedMs: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4000 });

function send(
  url: string,
  method: 'GET' | 'PUT' | 'POST',
  token: string | null,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { accept: method === 'GET' ? '*/*' : 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const request = httpRequest(url, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve({ status: 0, body: '' }));
    });
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(body);
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function run(job: RushJob): Promise<RushOutcome> {
  const latencies: Record<StepKind, number[]> = { page: [], api: [], order: [] };
  const errors = new Map<string, number>();
  let orders = 0;
  const startedAt = performance.now();
  const deadline = startedAt + job.durationMs;
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, job.thinkMs[0] + Math.random() * (job.thinkMs[1] - job.thinkMs[0])));
  const step = async (
    kind: StepKind,
    server: string,
    path: string,
    options: { method?: 'GET' | 'PUT' | 'POST'; token?: string; body?: string; expect?: number } = {},
  ) => {
    if (performance.now() >= deadline) return false;
    const started = performance.now();
    const answer = await send(server + path, options.method ?? 'GET', options.token ?? null, options.body);
    const ms = performance.now() - started;
    if (answer.status === (options.expect ?? 200)) {
      latencies[kind].push(ms);
      return true;
    }
    const key = `${kind} ${answer.status} ${path.replace(/\?.*$/, '')} ${answer.body.slice(0, 60)}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return false;
  };
  await Promise.all(
    job.tokens.map(async (accounts, index) => {
      const server = job.servers[index % job.servers.length]!;
      let turn = 0;
      // Arrivals spread over the first think time, not all at the same instant.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * job.thinkMs[1]));
      while (performance.now() < deadline) {
        const product: Product = pick(job.products);
        await step('page', server, '/');
        await think();
        await step('api', server, `/api/v1/products/?category=${encodeURIComponent(pick(job.categories))}`);
        await think();
        await step('api', server, `/api/v1/products/?name=${encodeURIComponent(pick(job.searches))}`);
        await think();
        await step('page', server, `/products/${product.slug}`);
        await step('api', server, `/api/v1/products/${product.slug}/`);
        await think();
        if (Math.random() < job.buyShare) {
          const token = accounts[turn++ % accounts.length]!;
          const lines = randomLines(job.products);
          const cart = JSON.stringify({ items: lines });
          if (await step('api', server, '/api/v1/cart/', { method: 'PUT', token, body: cart })) {
            await think();
            const body = JSON.stringify(payloadFor(lines, job));
            if (await step('order', server, '/api/v1/orders/', { method: 'POST', token, body, expect: 201 }))
              orders += 1;
            await think();
          }
        }
      }
    }),
  );
  return { latencies, errors: [...errors], orders, elapsedMs: performance.now() - startedAt };
}

// Forked by rush.ts: the job arrives as a message, the outcome goes back as one.
if (process.send) {
  process.once('message', (job: RushJob) => {
    void run(job).then((outcome) => process.send?.(outcome, () => process.exit(0)));
  });
}
