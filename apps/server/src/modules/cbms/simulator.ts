import { isValidBsDate } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection.js';

// A local stand-in for IRD's CBMS (demo mode only, as the payment simulators): the same two paths,
// api/bill and api/billreturn, the same fields checked, the same answer codes as a bare body
// (docs/rules/nepal.md#cbms). Its records are a table (cbms_simulator_requests), shared by every
// process of the shop, so a bill is accepted once however many processes send it; tests read it.

/** Mounted under /api/v1: CBMS_URL = <PUBLIC_URL>/api/v1/cbms/simulator. */
export const CBMS_SIMULATOR_PREFIX = '/cbms/simulator';
/** The simulator's credentials (public, like the Khalti simulator's key: it accepts no real bill). */
export const CBMS_SIMULATOR_USERNAME = 'pasal-demo';
export const CBMS_SIMULATOR_PASSWORD = 'pasal-demo-cbms';

type Body = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOptionalAmount = (value: unknown) => value === undefined || value === null || isAmount(value);

/** A BS date as CBMS takes it: '2083.08.13', a day the calendar has. */
function isCbmsDate(value: unknown): boolean {
  const match = typeof value === 'string' ? /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(value) : null;
  return match !== null && isValidBsDate({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

const OPTIONAL_AMOUNTS = [
  'taxable_sales_vat',
  'vat',
  'excisable_amount',
  'excise',
  'taxable_sales_hst',
  'hst',
  'amount_for_esf',
  'esf',
  'export_sales',
  'tax_exempted_sales',
];

/** The fields both models share, each of its type: anything else is "model invalid" (104). CBMS's own checks are not published (docs/rules/nepal.md#cbms). */
function sharedFieldsValid(body: Body): boolean {
  return (
    typeof body.username === 'string' &&
    typeof body.password === 'string' &&
    typeof body.seller_pan === 'string' &&
    /^\d{9}$/.test(body.seller_pan) &&
    (body.buyer_pan === undefined ||
      body.buyer_pan === null ||
      body.buyer_pan === '' ||
      /^\d{9}$/.test(String(body.buyer_pan))) &&
    typeof body.fiscal_year === 'string' &&
    /^\d{4}\.\d{3}$/.test(body.fiscal_year) &&
    isText(body.buyer_name) &&
    isAmount(body.total_sales) &&
    OPTIONAL_AMOUNTS.every((field) => isOptionalAmount(body[field])) &&
    typeof body.isrealtime === 'boolean' &&
    isText(body.datetimeClient)
  );
}

const billValid = (body: Body) =>
  sharedFieldsValid(body) && isText(body.invoice_number) && isCbmsDate(body.invoice_date);

const returnValid = (body: Body) =>
  sharedFieldsValid(body) &&
  isText(body.ref_invoice_number) &&
  isText(body.credit_note_number) &&
  isCbmsDate(body.credit_note_date) &&
  isText(body.reason_for_return);

export interface CbmsSimulatorOptions {
  db: Database;
  now: () => number;
}

export const cbmsSimulator: FastifyPluginAsync<CbmsSimulatorOptions> = async (app, { db, now }) => {
  async function record(kind: 'bill' | 'return', body: Body, code: number): Promise<void> {
    const { password: _password, ...kept } = body;
    await db.execute(sql`
      INSERT INTO cbms_simulator_requests (kind, seller_pan, fiscal_year, number, ref_invoice_number, code, body, received_at)
      VALUES (${kind}, ${typeof body.seller_pan === 'string' ? body.seller_pan : null},
        ${typeof body.fiscal_year === 'string' ? body.fiscal_year : null},
        ${String((kind === 'bill' ? body.invoice_number : body.credit_note_number) ?? '') || null},
        ${typeof body.ref_invoice_number === 'string' ? body.ref_invoice_number : null},
        ${code}, ${JSON.stringify(kept)}::jsonb, ${new Date(now())})`);
  }

  /** 200 for a new document (recorded once, even if two requests race), 101 for one it has. */
  async function accept(kind: 'bill' | 'return', body: Body): Promise<number> {
    const { password: _password, ...kept } = body;
    const number = String(kind === 'bill' ? body.invoice_number : body.credit_note_number);
    const inserted = await db.execute(sql`
      INSERT INTO cbms_simulator_requests (kind, seller_pan, fiscal_year, number, ref_invoice_number, code, body, received_at)
      VALUES (${kind}, ${body.seller_pan as string}, ${body.fiscal_year as string}, ${number},
        ${typeof body.ref_invoice_number === 'string' ? body.ref_invoice_number : null},
        200, ${JSON.stringify(kept)}::jsonb, ${new Date(now())})
      ON CONFLICT (kind, seller_pan, fiscal_year, number) WHERE code = 200 DO NOTHING
      RETURNING id`);
    if (inserted.rows.length > 0) return 200;
    await record(kind, body, 101);
    return 101;
  }

  async function answer(kind: 'bill' | 'return', raw: unknown): Promise<number> {
    const body: Body = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
    const valid = kind === 'bill' ? billValid(body) : returnValid(body);
    if (!valid) {
      await record(kind, body, 104);
      return 104;
    }
    if (body.username !== CBMS_SIMULATOR_USERNAME || body.password !== CBMS_SIMULATOR_PASSWORD) {
      await record(kind, body, 100);
      return 100;
    }
    if (kind === 'return') {
      const bill = await db.execute(sql`
        SELECT 1 FROM cbms_simulator_requests
        WHERE kind = 'bill' AND code = 200 AND seller_pan = ${body.seller_pan as string}
          AND number = ${body.ref_invoice_number as string}`);
      if (bill.rows.length === 0) {
        await record(kind, body, 105);
        return 105;
      }
    }
    return accept(kind, body);
  }

  // CBMS answers every outcome with HTTP 200 and the code as the body.
  app.post('/api/bill', { schema: { hide: true } }, async (request, reply) =>
    reply.type('application/json').send(JSON.stringify(await answer('bill', request.body))),
  );
  app.post('/api/billreturn', { schema: { hide: true } }, async (request, reply) =>
    reply.type('application/json').send(JSON.stringify(await answer('return', request.body))),
  );
};
