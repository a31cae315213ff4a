import {
  addCounterLine,
  COUNTER_MAX_QUANTITY,
  COUNTER_PAYMENT_LABELS,
  COUNTER_PAYMENT_METHODS,
  counterReceiptPagePath,
  counterSaleRequestSchema,
  counterSaleTotalsPaisa,
  paisaToRupees,
  type CounterPaymentMethod,
  type CounterProduct,
  type CounterSale,
} from '@pasal/contract';
import { CircleCheck, FileText, Minus, Plus, ReceiptText, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { formatPrice } from '../../components/price';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Select, TextField } from '../../components/ui/field';
import { billPrintPagePath } from '../admin';
import { newSaleKey, useCompleteSale, useCounterSearch } from './api';

// The counter sale (issue #36): the shop's till. Keyboard first: the search field has the focus, a
// barcode scanner types the product's code and Enter, and an exact match goes straight onto the
// sale; words show a short list to pick from. The running total is the contract's pure rule, for
// display only: the server prices the sale again from the catalogue and issues the bill.

interface TillLine {
  product_id: number;
  color_id: number | null;
  name: string;
  color_name: string | null;
  discount_price: number;
  bulk_discounts: CounterProduct['bulk_discounts'];
  stock: number;
  quantity: number;
}

/** A product (in one colour, when it is sold in colours) as a line of one unit. */
function lineOf(product: CounterProduct, color: CounterProduct['colors'][number] | null): TillLine {
  return {
    product_id: product.product_id,
    color_id: color?.id ?? null,
    name: product.name,
    color_name: color?.name ?? null,
    discount_price: product.discount_price,
    bulk_discounts: product.bulk_discounts,
    stock: color ? Math.min(color.stock, product.stock) : product.stock,
    quantity: 1,
  };
}

/** What the search list offers: one choice per colour of a product sold in colours. */
function choicesOf(products: readonly CounterProduct[]): { key: string; line: TillLine; label: string }[] {
  return products.flatMap((product) =>
    product.colors.length === 0
      ? [{ key: `${product.product_id}`, line: lineOf(product, null), label: product.name }]
      : product.colors.map((color) => ({
          key: `${product.product_id}:${color.id}`,
          line: lineOf(product, color),
          label: `${product.name} (${color.name})`,
        })),
  );
}

const money = (paisa: number) => formatPrice(paisaToRupees(paisa), 'Rs.');
const rupees = (amount: number) => formatPrice(amount, 'Rs.');
const lineName = (line: Pick<TillLine, 'name' | 'color_name'>) =>
  line.color_name ? `${line.name} (${line.color_name})` : line.name;

const failure = (error: unknown) =>
  error instanceof ApiError && error.body.message ? error.body.message : 'Something went wrong. Please try again.';

const stepper =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:opacity-40';
const linkButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50';

function SaleDone({ sale, onNext }: { sale: CounterSale; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  // The next buyer is served from this screen: "New sale" has the focus.
  useEffect(() => next.current?.focus(), []);
  return (
    <section
      aria-labelledby="sale-done"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 sm:p-6"
    >
      <h2 id="sale-done" className="text-lg font-semibold">
        Sale complete: bill{' '}
        <span className="font-mono whitespace-nowrap" data-testid="counter-bill-number">
          {sale.invoice_number}
        </span>
      </h2>
      <p className="mt-1 text-sm">
        {rupees(sale.total)} paid by {COUNTER_PAYMENT_LABELS[sale.payment_method]}
        {sale.payment_reference ? ` (ref. ${sale.payment_reference})` : ''} · {sale.buyer_name}
        {sale.buyer_pan ? `, PAN ${sale.buyer_pan}` : ''} · order{' '}
        <span className="font-mono">{sale.transaction_id}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={counterReceiptPagePath(sale.transaction_id)} className={linkButton}>
          <ReceiptText aria-hidden="true" className="size-4" />
          Print receipt (80 mm)
        </Link>
        <Link to={billPrintPagePath(sale.transaction_id)} className={linkButton}>
          <FileText aria-hidden="true" className="size-4" />
          Print A4 bill
        </Link>
        <Button ref={next} onClick={onNext}>
          <Plus aria-hidden="true" className="size-4" />
          New sale
        </Button>
      </div>
    </section>
  );
}

export function CounterSaleScreen() {
  const searchId = useId();
  const resultsId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<{ q: string; products: CounterProduct[] } | null>(null);
  const [lines, setLines] = useState<TillLine[]>([]);
  const [taxPercentage, setTaxPercentage] = useState(0);
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [buyerName, setBuyerName] = useState('');
  const [buyerPan, setBuyerPan] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const [done, setDone] = useState<CounterSale | null>(null);
  const search = useCounterSearch();
  const complete = useCompleteSale();

  const focusSearch = () => searchInput.current?.focus();

  const add = (line: TillLine) => {
    setLines((current) => addCounterLine(current, line));
    setSearched(null);
    setQuery('');
    setErrors({});
    focusSearch();
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    search.mutate(q, {
      onSuccess: (answer) => {
        setTaxPercentage(answer.tax_percentage);
        const first = answer.data[0];
        // A scanned code names one product: on the sale at once, unless its colour must be chosen.
        if (answer.exact && first && first.colors.length === 0) add(lineOf(first, null));
        else setSearched({ q, products: answer.exact && first ? [first] : answer.data });
      },
    });
  };

  const setQuantity = (index: number, quantity: number) =>
    setLines((current) =>
      current.map((line, at) =>
        at === index ? { ...line, quantity: Math.max(1, Math.min(COUNTER_MAX_QUANTITY, quantity)) } : line,
      ),
    );
  const remove = (index: number) => {
    setLines((current) => current.filter((_, at) => at !== index));
    focusSearch();
  };

  const totals = counterSaleTotalsPaisa(lines, taxPercentage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sale = {
      lines: lines.map((line) => ({ product_id: line.product_id, color_id: line.color_id, quantity: line.quantity })),
      payment_method: method,
      payment_reference: reference,
      buyer_name: buyerName,
      buyer_pan: buyerPan,
    };
    const parsed = counterSaleRequestSchema.safeParse(sale);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    complete.mutate(
      { sale, key: saleKey },
      {
        onSuccess: (answer) => setDone(answer.data),
        onError: (error) => {
          // A refused sale (out of stock, no longer on sale) used nothing up: the next try is new.
          if (error instanceof ApiError && error.status < 500) setSaleKey(newSaleKey());
        },
      },
    );
  };

  const newSale = () => {
    setDone(null);
    setLines([]);
    setMethod('cash');
    setReference('');
    setBuyerName('');
    setBuyerPan('');
    setErrors({});
    setSearched(null);
    setQuery('');
    setSaleKey(newSaleKey());
    complete.reset();
  };

  // The field is back for the next scan once the sale screen returns.
  useEffect(() => {
    if (!done) focusSearch();
  }, [done]);

  const choices = searched ? choicesOf(searched.products) : [];
  const formError = errors.lines ?? errors.form ?? (complete.isError ? failure(complete.error) : null) ?? null;

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Counter sale</h1>
      {done ? (
        <SaleDone sale={done} onNext={newSale} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4">
            <form role="search" onSubmit={find} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
                Scan or search a product
              </label>
              <div className="mt-1.5 flex gap-2">
                <input
                  id={searchId}
                  ref={searchInput}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  // The till's one job: the cursor waits here for the scanner.
                  autoFocus
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={`${searchId}-hint`}
                  className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3.5 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                />
                <Button type="submit" loading={search.isPending} loadingText="Finding...">
                  <Search aria-hidden="true" className="size-4" />
                  Find
                </Button>
              </div>
              <p id={`${searchId}-hint`} className="mt-1.5 text-xs text-slate-600">
                A scanned code adds the product at once; words list the products that match.
              </p>
              {search.isError ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {failure(search.error)}
                </p>
              ) : null}
              {searched ? (
                <div className="mt-3">
                  {choices.length === 0 ? (
                    <p role="status" className="text-sm text-slate-700">
                      No product on sale matches “{searched.q}”.
                    </p>
                  ) : (
                    <>
                      <h2 id={resultsId} className="text-sm font-semibold text-slate-800">
                        Products matching “{searched.q}”
                      </h2>
                      <ul
                        aria-labelledby={resultsId}
                        className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
                      >
                        {choices.map((choice) => (
                          <li key={choice.key}>
                            <button
                              type="button"
                              onClick={() => add(choice.line)}
                              disabled={choice.line.stock <= 0}
                              className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600"
                            >
                              <span className="min-w-0 [overflow-wrap:anywhere]">
                                <span className="font-medium text-ink">{choice.label}</span>
                                <span className="block text-xs text-slate-600">
                                  {choice.line.stock > 0 ? `${choice.line.stock} in stock` : 'Out of stock'}
                                </span>
                              </span>
                              <span className="shrink-0 tabular-nums">{rupees(choice.line.discount_price)}</span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              ) : null}
            </form>

            <section aria-labelledby="till-lines" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <h2 id="till-lines" className="text-base font-semibold text-ink">
                Items {totals.units > 0 ? `(${totals.units})` : ''}
              </h2>
              {lines.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">Nothing yet: scan or search a product.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-200">
                  {lines.map((line, index) => {
                    const name = lineName(line);
                    const lineTotal = counterSaleTotalsPaisa([line], 0).subtotal;
                    return (
                      <li
                        key={`${line.product_id}:${line.color_id ?? 0}`}
                        className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
                      >
                        <div className="min-w-0 flex-1 basis-48">
                          <p className="font-medium text-ink [overflow-wrap:anywhere]">{name}</p>
                          <p className="text-xs text-slate-600">
                            {rupees(line.discount_price)} each
                            {line.quantity > line.stock ? ` · only ${line.stock} in stock` : ''}
                          </p>
                        </div>
                        <div className="flex items-center gap-1.5" role="group" aria-label={`Quantity of ${name}`}>
                          <button
                            type="button"
                            className={stepper}
                            onClick={() => setQuantity(index, line.quantity - 1)}
                            disabled={line.quantity <= 1}
                            aria-label={`One less ${name}`}
                          >
                            <Minus aria-hidden="true" className="size-4" />
                          </button>
                          <input
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={COUNTER_MAX_QUANTITY}
                            value={line.quantity}
                            onChange={(event) => setQuantity(index, Number(event.target.value) || 1)}
                            aria-label={`Quantity of ${name}`}
                            className="h-10 w-14 rounded-lg border border-slate-300 text-center tabular-nums focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                          />
                          <button
                            type="button"
                            className={stepper}
                            onClick={() => setQuantity(index, line.quantity + 1)}
                            disabled={line.quantity >= COUNTER_MAX_QUANTITY}
                            aria-label={`One more ${name}`}
                          >
                            <Plus aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                        <p className="w-28 text-right font-semibold tabular-nums">{money(lineTotal)}</p>
                        <button
                          type="button"
                          className={stepper}
                          onClick={() => remove(index)}
                          aria-label={`Remove ${name}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>

          <form
            onSubmit={submit}
            aria-labelledby="till-payment"
            noValidate
            className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <h2 id="till-payment" className="text-base font-semibold text-ink">
              Payment
            </h2>
            <dl className="space-y-1 text-sm" aria-live="polite">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{money(totals.subtotal)}</dd>
              </div>
              {totals.tax > 0 ? (
                <div className="flex justify-between">
                  <dt>VAT {taxPercentage}%</dt>
                  <dd className="tabular-nums">{money(totals.tax)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-ink">
                <dt>Total</dt>
                <dd className="tabular-nums" data-testid="counter-total">
                  {money(totals.total)}
                </dd>
              </div>
            </dl>
            <Select
              label="Paid by"
              value={method}
              onChange={(event) => setMethod(event.target.value as CounterPaymentMethod)}
              options={COUNTER_PAYMENT_METHODS.map((value) => ({ value, label: COUNTER_PAYMENT_LABELS[value] }))}
              error={errors.payment_method}
            />
            {method !== 'cash' ? (
              <TextField
                label="Payment reference"
                optional
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                hint="The QR's, card slip's or transfer's reference, if there is one."
                autoComplete="off"
                error={errors.payment_reference}
              />
            ) : null}
            <TextField
              label="Buyer name"
              optional
              value={buyerName}
              onChange={(event) => setBuyerName(event.target.value)}
              autoComplete="off"
              hint="Left empty, the bill says Walk-in customer."
              error={errors.buyer_name}
            />
            <TextField
              label="Buyer PAN"
              optional
              value={buyerPan}
              onChange={(event) => setBuyerPan(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              hint="9 digits, for a bill in a business's name."
              error={errors.buyer_pan}
            />
            <FormAlert message={formError} />
            <Button
              type="submit"
              className="w-full"
              loading={complete.isPending}
              loadingText="Issuing the bill..."
              disabled={lines.length === 0}
            >
              <CircleCheck aria-hidden="true" className="size-4" />
              Complete sale
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
