import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appendQuery,
  errorPage,
  escapeHtml,
  formatRupeesForDisplay,
  isHttpUrl,
  isOnOrigin,
  MIXED_ALPHANUMERIC,
  randomId,
  registerFormBodyParser,
  renderPage,
  sendHtml,
  stringFields,
} from './simulator-shared.js';
import type { KhaltiPaymentStatus } from './types.js';

// A local stand-in for Khalti ePayment (docs/protocols.md §2), mounted when no Khalti key is
// configured. Payments live in memory in one process: lost on restart, not shared between server
// processes. Acceptable for a simulator only.

/** The lifetime shown in Khalti's sample answer (`expires_in: 1800`). */
const DEFAULT_EXPIRES_IN_SECONDS = 30 * 60;
const MIN_AMOUNT_PAISA = 1000;
/** The masked payer id of Khalti's sample callback. */
const SIMULATED_PAYER_MOBILE = '98XXXXX904';
/** Nepal Standard Time, UTC+05:45; Khalti writes `expires_at` in it. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  url: 'Enter a valid URL.',
  integer: 'A valid integer is required.',
  minAmount: 'Amount should be greater than Rs. 10, that is 1000 paisa.',
  breakdown: 'Amount Breakdown mismatch.',
  string: 'Not a valid string.',
} as const;

export interface KhaltiSimulatorPayment {
  pidx: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  websiteUrl: string;
  createdAt: number;
  expiresAt: number;
  status: KhaltiPaymentStatus;
  transactionId: string | null;
  refunded: boolean;
}

/**
 * The simulator's memory. The plugin makes its own unless one is passed in; tests pass one to
 * force states the pay page cannot produce (Refunded, Pending held by Khalti…).
 */
export class KhaltiSimulatorStore {
  readonly payments = new Map<string, KhaltiSimulatorPayment>();

  get(pidx: string): KhaltiSimulatorPayment | undefined {
    return this.payments.get(pidx);
  }

  setStatus(pidx: string, status: KhaltiPaymentStatus): void {
    const payment = this.payments.get(pidx);
    if (payment === undefined) throw new Error(`unknown pidx ${pidx}`);
    payment.status = status;
    payment.refunded = status === 'Refunded' || status === 'Partially Refunded';
    if ((status === 'Completed' || payment.refunded) && payment.transactionId === null) {
      payment.transactionId = randomId(22, MIXED_ALPHANUMERIC);
    }
  }
}

export interface KhaltiSimulatorOptions {
  secretKey: string;
  /** The server's externally visible origin, e.g. `http://localhost:3000`; the plugin's prefix is appended. */
  publicBaseUrl: string;
  /** Link lifetime; default 30 minutes. */
  expiresInSeconds?: number;
  /** Clock in epoch milliseconds; tests move it forward to expire links. */
  now?: () => number;
  store?: KhaltiSimulatorStore;
  /** The only origin (the shop's) the return_url may be on, read per payment; unset: any. */
  allowedOrigin?: () => string;
}

/** Register with a prefix, e.g. `app.register(khaltiSimulator, { prefix: '/_sim/khalti', … })`. */
export async function khaltiSimulator(app: FastifyInstance, opts: KhaltiSimulatorOptions): Promise<void> {
  const store = opts.store ?? new KhaltiSimulatorStore();
  const now = opts.now ?? Date.now;
  const expiresInSeconds = opts.expiresInSeconds ?? DEFAULT_EXPIRES_IN_SECONDS;
  const prefix = app.prefix;
  const payPageUrl = `${opts.publicBaseUrl.replace(/\/+$/, '')}${prefix}/pay`;
  const expectedKeyDigest = digest(opts.secretKey);
  registerFormBodyParser(app);

  /** Answers 401 like Khalti and returns false when the request lacks the merchant's key. */
  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^key\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match === null) {
      void reply.code(401).send({ detail: 'Authentication credentials were not provided.', status_code: 401 });
      return false;
    }
    // Digests have equal length, so the comparison is constant-time whatever key was sent.
    if (!timingSafeEqual(digest(match[1] ?? ''), expectedKeyDigest)) {
      void reply.code(401).send({ detail: 'Invalid token.', status_code: 401 });
      return false;
    }
    return true;
  }

  /** Link expiry is evaluated lazily, whenever a payment is looked at. */
  function current(pidx: string | undefined): KhaltiSimulatorPayment | undefined {
    const payment = pidx === undefined ? undefined : store.get(pidx);
    if (payment !== undefined && isPayable(payment) && now() >= payment.expiresAt) payment.status = 'Expired';
    return payment;
  }

  app.post('/api/v2/epayment/initiate/', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const body: Record<string, unknown> = isRecord(request.body) ? request.body : {};
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string): void => {
      (errors[field] ??= []).push(message);
    };

    const urlField = (field: string): string => {
      const value = body[field];
      if (value === undefined || value === null) fail(field, MESSAGES.required);
      else if (typeof value !== 'string') fail(field, MESSAGES.url);
      else if (value.trim() === '') fail(field, MESSAGES.blank);
      else if (!isHttpUrl(value)) fail(field, MESSAGES.url);
      else return value;
      return '';
    };
    const textField = (field: string): string => {
      const value = body[field];
      if (value === undefined || value === null) fail(field, MESSAGES.required);
      else if (typeof value !== 'string') fail(field, MESSAGES.string);
      else if (value.trim() === '') fail(field, MESSAGES.blank);
      else return value;
      return '';
    };

    const returnUrl = urlField('return_url');
    const origin = opts.allowedOrigin?.();
    if (returnUrl !== '' && !isOnOrigin(returnUrl, origin)) fail('return_url', `Enter a URL on ${origin}.`);
    const websiteUrl = urlField('website_url');
    const purchaseOrderId = textField('purchase_order_id');
    const purchaseOrderName = textField('purchase_order_name');
    const amount = integerValue(body['amount']);
    if (body['amount'] === undefined || body['amount'] === null) fail('amount', MESSAGES.required);
    else if (amount === null) fail('amount', MESSAGES.integer);
    else if (amount < MIN_AMOUNT_PAISA) fail('amount', MESSAGES.minAmount);
    const breakdown = body['amount_breakdown'];
    if (breakdown !== undefined && breakdown !== null && amount !== null) {
      const parts = Array.isArray(breakdown)
        ? breakdown.map((item) => (isRecord(item) ? integerValue(item['amount']) : null))
        : [null];
      const sum = parts.reduce<number | null>(
        (total, part) => (total === null || part === null ? null : total + part),
        0,
      );
      if (sum !== amount) fail('amount', MESSAGES.breakdown);
    }
    const customerInfo = body['customer_info'];
    if (customerInfo !== undefined && customerInfo !== null && !isRecord(customerInfo)) {
      fail('customer_info', 'Invalid data. Expected a dictionary.');
    }
    if (Object.keys(errors).length > 0 || amount === null) {
      return reply.code(400).send({ ...errors, error_key: 'validation_error' });
    }

    const createdAt = now();
    const pidx = randomId(22, MIXED_ALPHANUMERIC);
    const payment: KhaltiSimulatorPayment = {
      pidx,
      amountPaisa: amount,
      purchaseOrderId,
      purchaseOrderName,
      returnUrl,
      websiteUrl,
      createdAt,
      expiresAt: createdAt + expiresInSeconds * 1000,
      status: 'Initiated',
      transactionId: null,
      refunded: false,
    };
    store.payments.set(pidx, payment);
    return reply.code(200).send({
      pidx,
      payment_url: `${payPageUrl}?pidx=${encodeURIComponent(pidx)}`,
      expires_at: nepalTimestamp(payment.expiresAt),
      expires_in: expiresInSeconds,
    });
  });

  app.get('/pay', async (request, reply) => {
    const payment = current(stringFields(request.query)['pidx']);
    if (payment === undefined) {
      return sendHtml(reply, 404, errorPage('Khalti: payment not found', ['This payment link is not valid.']));
    }
    if (!isPayable(payment)) return sendHtml(reply, 400, closedPage(payment));
    // The customer has reached the wallet: Khalti's lookup reports such payments as Pending.
    payment.status = 'Pending';
    const amountText = formatRupeesForDisplay(payment.amountPaisa);
    const merchant = new URL(payment.websiteUrl).host;
    const rows: Array<[string, string]> = [
      ['Merchant', merchant],
      ['Order', payment.purchaseOrderName],
      ['Order ID', payment.purchaseOrderId],
    ];
    const hiddenPidx = `<input type="hidden" name="pidx" value="${escapeHtml(payment.pidx)}">`;
    const html = renderPage({
      title: `Pay ${amountText} to ${merchant} – Khalti simulator`,
      bodyHtml: `<h1>Khalti payment</h1>
<p class="note">Local Khalti simulator: no real money moves.</p>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
<dt class="total">Amount</dt><dd class="total" id="amount">${escapeHtml(amountText)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${prefix}/pay`)}">
${hiddenPidx}
<button type="submit" class="pay" aria-describedby="amount">Pay ${escapeHtml(amountText)}</button>
</form>
<form method="post" action="${escapeHtml(`${prefix}/cancel`)}">
${hiddenPidx}
<button type="submit" class="cancel">Cancel payment</button>
</form>
</div>`,
    });
    return sendHtml(reply, 200, html);
  });

  app.post('/pay', async (request, reply) => {
    const payment = current(stringFields(request.body)['pidx']);
    if (payment === undefined) {
      return sendHtml(reply, 404, errorPage('Khalti: payment not found', ['This payment link is not valid.']));
    }
    if (!isPayable(payment)) return sendHtml(reply, 400, closedPage(payment));
    store.setStatus(payment.pidx, 'Completed');
    const transactionId = payment.transactionId ?? '';
    const amount = String(payment.amountPaisa);
    // Same parameters, same order as Khalti's documented success redirect.
    return reply.redirect(
      appendQuery(payment.returnUrl, [
        ['pidx', payment.pidx],
        ['txnId', transactionId],
        ['amount', amount],
        ['total_amount', amount],
        ['status', 'Completed'],
        ['mobile', SIMULATED_PAYER_MOBILE],
        ['tidx', transactionId],
        ['purchase_order_id', payment.purchaseOrderId],
        ['purchase_order_name', payment.purchaseOrderName],
        ['transaction_id', transactionId],
      ]),
      302,
    );
  });

  app.post('/cancel', async (request, reply) => {
    const payment = current(stringFields(request.body)['pidx']);
    if (payment === undefined) {
      return sendHtml(reply, 404, errorPage('Khalti: payment not found', ['This payment link is not valid.']));
    }
    if (!isPayable(payment)) return sendHtml(reply, 400, closedPage(payment));
    store.setStatus(payment.pidx, 'User canceled');
    const amount = String(payment.amountPaisa);
    return reply.redirect(
      appendQuery(payment.returnUrl, [
        ['pidx', payment.pidx],
        ['transaction_id', ''],
        ['tidx', ''],
        ['amount', amount],
        ['total_amount', amount],
        ['mobile', ''],
        ['status', 'User canceled'],
        ['purchase_order_id', payment.purchaseOrderId],
        ['purchase_order_name', payment.purchaseOrderName],
      ]),
      302,
    );
  });

  app.post('/api/v2/epayment/lookup/', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const pidx = isRecord(request.body) ? request.body['pidx'] : undefined;
    if (typeof pidx !== 'string' || pidx === '') {
      return reply.code(400).send({ pidx: [MESSAGES.required], error_key: 'validation_error' });
    }
    const payment = current(pidx);
    if (payment === undefined) {
      return reply.code(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    }
    // Khalti's status table gives HTTP 400 for these two and 200 for every other status.
    const httpStatus = payment.status === 'Expired' || payment.status === 'User canceled' ? 400 : 200;
    return reply.code(httpStatus).send({
      pidx: payment.pidx,
      total_amount: payment.amountPaisa,
      status: payment.status,
      transaction_id: payment.transactionId,
      // The simulator charges the merchant nothing; real fees depend on the merchant's contract.
      fee: 0,
      refunded: payment.refunded,
    });
  });
}

function isPayable(payment: KhaltiSimulatorPayment): boolean {
  return payment.status === 'Initiated' || payment.status === 'Pending';
}

function closedPage(payment: KhaltiSimulatorPayment): string {
  const reason =
    payment.status === 'Expired'
      ? 'This payment link has expired. Return to the shop and start again.'
      : `This payment is already ${payment.status.toLowerCase()}.`;
  return errorPage('Khalti: payment closed', [reason]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Khalti's sample sends `amount` both as `1300` and as `"1000"`; both are integers to it. */
function integerValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isSafeInteger(parsed) ? parsed : null;
  }
  return null;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** `2023-05-25T16:26:16.471000+05:45`, the shape of Khalti's `expires_at`. */
function nepalTimestamp(epochMs: number): string {
  return new Date(epochMs + NEPAL_OFFSET_MS).toISOString().replace('Z', '000+05:45');
}
