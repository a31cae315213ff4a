import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { esewaSign, esewaSignedMessage, parseEsewaAmountToPaisa, verifyEsewaSignature } from './esewa-signature.js';
import {
  appendQuery,
  errorPage,
  escapeHtml,
  formatRupeesForDisplay,
  isHttpUrl,
  isOnOrigin,
  randomId,
  registerFormBodyParser,
  renderPage,
  sendHtml,
  stringFields,
  UPPER_ALPHANUMERIC,
} from './simulator-shared.js';
import type { EsewaTransactionStatus } from './types.js';

// A local stand-in for eSewa ePay v2 (docs/protocols.md §1.10), mounted when no eSewa credentials are
// configured so checkout works offline and in tests. Its state lives in memory in one process:
// it forgets everything on restart and is not shared between server processes. That is fine for
// a simulator and would be wrong for anything else.

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'product_service_charge',
  'product_delivery_charge',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

const REQUEST_MANDATORY_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'];
const CALLBACK_SIGNED_FIELD_NAMES =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

export interface EsewaSimulatorTransaction {
  productCode: string;
  transactionUuid: string;
  totalAmountPaisa: number;
  status: EsewaTransactionStatus;
  refId: string | null;
}

/**
 * The simulator's memory. The plugin makes its own unless one is passed in; tests pass one to
 * reach states the pay page cannot produce (AMBIGUOUS, refunds, an outage).
 */
export class EsewaSimulatorStore {
  readonly transactions = new Map<string, EsewaSimulatorTransaction>();
  /** When true the status API answers eSewa's documented outage body. */
  unavailable = false;
  /** The status API answers this much later: a slow eSewa, for tests of what must not wait on it. */
  statusDelayMs = 0;

  get(productCode: string, transactionUuid: string): EsewaSimulatorTransaction | undefined {
    return this.transactions.get(transactionKey(productCode, transactionUuid));
  }

  put(transaction: EsewaSimulatorTransaction): void {
    this.transactions.set(transactionKey(transaction.productCode, transaction.transactionUuid), transaction);
  }

  /** Forces a status, as eSewa's back office would (refund, reversal…). */
  setStatus(productCode: string, transactionUuid: string, status: EsewaTransactionStatus): void {
    const transaction = this.get(productCode, transactionUuid);
    if (transaction === undefined) throw new Error(`unknown transaction ${transactionUuid}`);
    transaction.status = status;
    if (status !== 'PENDING' && status !== 'NOT_FOUND' && transaction.refId === null) {
      transaction.refId = randomId(7, UPPER_ALPHANUMERIC);
    }
  }
}

function transactionKey(productCode: string, transactionUuid: string): string {
  return `${productCode}\u0000${transactionUuid}`;
}

export interface EsewaSimulatorOptions {
  secret: string;
  productCode: string;
  store?: EsewaSimulatorStore;
  /**
   * The only origin (the shop's, e.g. `http://localhost:3000`) success and failure URLs may be on;
   * unset: any. Read per payment: the e2e harness learns the shop's address after it starts.
   */
  allowedOrigin?: () => string;
  /**
   * Write the callback's `total_amount` with thousands commas (`"2,700.0"`), as one captured
   * UAT callback did, so the store's comma handling gets exercised. Off by default.
   */
  thousandsSeparatorInCallback?: boolean;
}

interface PaySession {
  transactionUuid: string;
  productCode: string;
  totalAmountPaisa: number;
  successUrl: string;
  failureUrl: string;
}

/** Register with a prefix, e.g. `app.register(esewaSimulator, { prefix: '/_sim/esewa', … })`. */
export async function esewaSimulator(app: FastifyInstance, opts: EsewaSimulatorOptions): Promise<void> {
  const store = opts.store ?? new EsewaSimulatorStore();
  const sessions = new Map<string, PaySession>();
  const prefix = app.prefix;
  registerFormBodyParser(app);

  app.post('/api/epay/main/v2/form', async (request, reply) => {
    if (!isFormRequest(request.headers['content-type'])) {
      return sendHtml(reply, 415, errorPage('eSewa: unsupported request', ['Send the payment as an HTML form post.']));
    }
    const fields = stringFields(request.body);
    const problems: string[] = [];
    for (const name of FORM_FIELDS) {
      if ((fields[name] ?? '').trim() === '') problems.push(`${name} is required`);
    }
    if (problems.length > 0) return sendHtml(reply, 400, errorPage('eSewa: invalid payment request', problems));

    const paisa = (name: (typeof FORM_FIELDS)[number]): number | null => {
      const text = fields[name] ?? '';
      // A thousands separator would make the signed string differ from the amount eSewa reads.
      const value = /^\d+(\.\d{1,2})?$/.test(text) ? parseEsewaAmountToPaisa(text) : null;
      if (value === null) problems.push(`${name} must be a plain rupee amount such as 100 or 100.50`);
      return value;
    };
    const amount = paisa('amount');
    const tax = paisa('tax_amount');
    const service = paisa('product_service_charge');
    const delivery = paisa('product_delivery_charge');
    const total = paisa('total_amount');
    if (amount === 0) problems.push('amount must be greater than zero');
    if (amount !== null && tax !== null && service !== null && delivery !== null && total !== null) {
      if (amount + tax + service + delivery !== total) {
        problems.push('total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge');
      }
    }
    const transactionUuid = fields['transaction_uuid'] ?? '';
    if (!/^[A-Za-z0-9-]+$/.test(transactionUuid)) {
      problems.push('transaction_uuid may contain only letters, digits and hyphens');
    }
    const productCode = fields['product_code'] ?? '';
    if (productCode !== opts.productCode) problems.push('product_code is not a known merchant');
    const origin = opts.allowedOrigin?.();
    const successUrl = fields['success_url'] ?? '';
    const failureUrl = fields['failure_url'] ?? '';
    if (!isHttpUrl(successUrl)) problems.push('success_url must be an absolute http(s) URL');
    else if (!isOnOrigin(successUrl, origin)) problems.push(`success_url must be on ${origin}`);
    if (!isHttpUrl(failureUrl)) problems.push('failure_url must be an absolute http(s) URL');
    else if (!isOnOrigin(failureUrl, origin)) problems.push(`failure_url must be on ${origin}`);

    const signedFieldNames = fields['signed_field_names'] ?? '';
    const signedNames = signedFieldNames.split(',');
    if (REQUEST_MANDATORY_SIGNED_FIELDS.some((name, index) => signedNames[index] !== name)) {
      problems.push('signed_field_names must start with total_amount,transaction_uuid,product_code');
    } else {
      const message = esewaSignedMessage(fields, signedFieldNames);
      if (message === undefined || !verifyEsewaSignature(message, fields['signature'] ?? '', opts.secret)) {
        problems.push('signature is invalid');
      }
    }

    const previous = store.get(productCode, transactionUuid);
    // A uuid may be retried after an abandoned attempt, never reused after money moved.
    if (previous !== undefined && previous.status !== 'PENDING' && previous.status !== 'NOT_FOUND') {
      problems.push('transaction_uuid has already been used');
    }
    if (problems.length > 0 || total === null) {
      return sendHtml(reply, 400, errorPage('eSewa: invalid payment request', problems));
    }

    store.put({ productCode, transactionUuid, totalAmountPaisa: total, status: 'PENDING', refId: null });
    // Only the latest attempt for a uuid can be paid, so an old tab cannot pay a stale amount.
    for (const [id, session] of sessions) {
      if (session.productCode === productCode && session.transactionUuid === transactionUuid) sessions.delete(id);
    }
    const sessionId = randomBytes(18).toString('base64url');
    sessions.set(sessionId, { transactionUuid, productCode, totalAmountPaisa: total, successUrl, failureUrl });

    const rows: Array<[string, string]> = [
      ['Merchant', productCode],
      ['Reference', transactionUuid],
      ['Amount', formatRupeesForDisplay(amount ?? 0)],
      ['Tax', formatRupeesForDisplay(tax ?? 0)],
      ['Service charge', formatRupeesForDisplay(service ?? 0)],
      ['Delivery charge', formatRupeesForDisplay(delivery ?? 0)],
    ];
    const totalText = formatRupeesForDisplay(total);
    const html = renderPage({
      title: `Pay ${totalText} to ${productCode} – eSewa simulator`,
      bodyHtml: `<h1>eSewa payment</h1>
<p class="note">Local eSewa simulator: no real money moves.</p>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
<dt class="total">Total</dt><dd class="total" id="total">${escapeHtml(totalText)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${prefix}/pay`)}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<button type="submit" class="pay" aria-describedby="total">Pay ${escapeHtml(totalText)}</button>
</form>
<form method="post" action="${escapeHtml(`${prefix}/cancel`)}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<button type="submit" class="cancel">Cancel payment</button>
</form>
</div>`,
    });
    return sendHtml(reply, 200, html);
  });

  app.post('/pay', async (request, reply) => {
    const session = takeSession(stringFields(request.body)['session']);
    if (session === undefined) return sendHtml(reply, 400, sessionEndedPage());
    const refId = randomId(7, UPPER_ALPHANUMERIC);
    store.put({
      productCode: session.productCode,
      transactionUuid: session.transactionUuid,
      totalAmountPaisa: session.totalAmountPaisa,
      status: 'COMPLETE',
      refId,
    });
    const callback: Record<string, string> = {
      transaction_code: refId,
      status: 'COMPLETE',
      total_amount: callbackAmount(session.totalAmountPaisa, opts.thousandsSeparatorInCallback === true),
      transaction_uuid: session.transactionUuid,
      product_code: session.productCode,
      signed_field_names: CALLBACK_SIGNED_FIELD_NAMES,
    };
    const message = esewaSignedMessage(callback, CALLBACK_SIGNED_FIELD_NAMES) ?? '';
    callback['signature'] = esewaSign(message, opts.secret);
    const data = Buffer.from(JSON.stringify(callback), 'utf8').toString('base64');
    return reply.redirect(appendQuery(session.successUrl, [['data', data]]), 302);
  });

  app.post('/cancel', async (request, reply) => {
    const session = takeSession(stringFields(request.body)['session']);
    if (session === undefined) return sendHtml(reply, 400, sessionEndedPage());
    // eSewa's NOT_FOUND means "payment terminated at eSewa"; CANCELED is a reversal by eSewa.
    store.setStatus(session.productCode, session.transactionUuid, 'NOT_FOUND');
    // The real failure redirect's payload is undocumented, so none is sent (docs/protocols.md §1.7).
    return reply.redirect(session.failureUrl, 302);
  });

  app.get('/api/epay/transaction/status/', async (request, reply) => {
    const query = stringFields(request.query);
    const productCode = query['product_code'] ?? '';
    const transactionUuid = query['transaction_uuid'] ?? '';
    const requestedPaisa = parseEsewaAmountToPaisa(query['total_amount'] ?? '');
    if (productCode === '' || transactionUuid === '' || requestedPaisa === null) {
      return reply.code(400).send({ error_message: 'product_code, total_amount and transaction_uuid are required' });
    }
    if (store.statusDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, store.statusDelayMs));
    if (store.unavailable) {
      return reply.code(503).send({ code: 0, error_message: 'Service is currently unavailable' });
    }
    const transaction = store.get(productCode, transactionUuid);
    // A wrong amount finds nothing, as it would if eSewa looks transactions up by all three.
    const known = transaction !== undefined && transaction.totalAmountPaisa === requestedPaisa;
    const status: EsewaTransactionStatus = known ? transaction.status : 'NOT_FOUND';
    const refId = known && status !== 'PENDING' && status !== 'NOT_FOUND' ? transaction.refId : null;
    // Built by hand so total_amount is a JSON number with one decimal (`100.0`), like eSewa's.
    const body = `{"product_code":${JSON.stringify(productCode)},"transaction_uuid":${JSON.stringify(
      transactionUuid,
    )},"total_amount":${callbackAmount(requestedPaisa, false)},"status":"${status}","ref_id":${JSON.stringify(refId)}}`;
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  });

  /** A session pays or cancels once: it is removed as it is used. */
  function takeSession(sessionId: string | undefined): PaySession | undefined {
    if (sessionId === undefined) return undefined;
    const session = sessions.get(sessionId);
    sessions.delete(sessionId);
    return session;
  }
}

function isFormRequest(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function sessionEndedPage(): string {
  return errorPage('eSewa: payment session ended', [
    'This payment session is unknown or has already been paid or cancelled. Return to the shop and start again.',
  ]);
}

/** eSewa writes amounts like a Java double: `1500.0`, `1130.5`, `1130.05`. */
function callbackAmount(paisa: number, thousandsSeparator: boolean): string {
  const rupees = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  const fraction = rest === 0 ? '0' : String(rest).padStart(2, '0').replace(/0$/, '');
  const whole = thousandsSeparator ? new Intl.NumberFormat('en-US').format(BigInt(rupees)) : String(rupees);
  return `${whole}.${fraction}`;
}
