import { zodResolver } from '@hookform/resolvers/zod';
import {
  addCounterLine,
  COUNTER_MAX_QUANTITY,
  COUNTER_PAYMENT_LABELS,
  COUNTER_PAYMENT_METHODS,
  counterReceiptPagePath,
  counterSaleFormSchema,
  counterSaleTotalsPaisa,
  paisaToRupees,
  type CounterProduct,
  type CounterSale,
  type CounterSaleForm,
  type CounterSaleRequest,
} from '@pasal/contract';
import { CircleCheck, FileText, Plus, ReceiptText } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { formatPrice } from '../../components/price';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Select, TextField } from '../../components/ui/field';
import { billPrintPagePath } from '../order-desk';
import { newSaleKey, useCompleteSale } from './api';
import { SaleLineRow } from './sale-line-row';
import { ProductSearch, stockOf, type ProductPick } from './product-search';

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
function lineOf(pick: ProductPick): TillLine {
  return {
    product_id: pick.product.product_id,
    color_id: pick.color?.id ?? null,
    name: pick.product.name,
    color_name: pick.color?.name ?? null,
    discount_price: pick.product.discount_price,
    bulk_discounts: pick.product.bulk_discounts,
    stock: stockOf(pick),
    quantity: 1,
  };
}

const money = (paisa: number) => formatPrice(paisaToRupees(paisa), 'Rs.');
const rupees = (amount: number) => formatPrice(amount, 'Rs.');
const lineName = (line: Pick<TillLine, 'name' | 'color_name'>) =>
  line.color_name ? `${line.name} (${line.color_name})` : line.name;

const failure = (error: unknown) =>
  error instanceof ApiError && error.body.message ? error.body.message : 'Something went wrong. Please try again.';

/** The first message of a field's errors, a line's own (its quantity) included. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [name, nested] of Object.entries(error)) {
    const message = name === 'ref' ? undefined : firstMessage(nested);
    if (message !== undefined) return message;
  }
  return undefined;
}

const blankSale: CounterSaleForm = {
  lines: [],
  payment_method: 'cash',
  payment_reference: '',
  buyer_name: '',
  buyer_pan: '',
};

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
  const searchInput = useRef<HTMLInputElement>(null);
  const [lines, setLines] = useState<TillLine[]>([]);
  const [taxPercentage, setTaxPercentage] = useState(0);
  // The messages change only as the sale is sent or a product is added, and no field takes the
  // focus, as before react-hook-form.
  const { register, handleSubmit, watch, setValue, getValues, reset, clearErrors, formState } = useForm<
    CounterSaleForm,
    unknown,
    CounterSaleRequest
  >({
    resolver: zodResolver(counterSaleFormSchema),
    defaultValues: blankSale,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const method = watch('payment_method');
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const [done, setDone] = useState<CounterSale | null>(null);
  const complete = useCompleteSale();

  const focusSearch = () => searchInput.current?.focus();

  const add = (pick: ProductPick) => {
    setLines((current) => addCounterLine(current, lineOf(pick)));
    clearErrors();
    focusSearch();
  };

  const setQuantity = (index: number, quantity: number) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, quantity } : line)));
  const remove = (index: number) => {
    setLines((current) => current.filter((_, at) => at !== index));
    focusSearch();
  };

  const totals = counterSaleTotalsPaisa(lines, taxPercentage);

  const send = handleSubmit(() => {
    // The sale as typed, as before: the server trims it and reads a blank as none itself.
    const { lines: sold, payment_method, payment_reference, buyer_name, buyer_pan } = getValues();
    const sale = { lines: sold, payment_method, payment_reference, buyer_name, buyer_pan };
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
  });

  const submit = (event: FormEvent) => {
    // The lines are the till's, beside the form and not fields of it: they join the sale as it is checked.
    setValue(
      'lines',
      lines.map((line) => ({ product_id: line.product_id, color_id: line.color_id, quantity: line.quantity })),
    );
    void send(event);
  };

  const newSale = () => {
    setDone(null);
    setLines([]);
    reset(blankSale);
    setSaleKey(newSaleKey());
    complete.reset();
  };

  // The field is back for the next scan once the sale screen returns.
  useEffect(() => {
    if (!done) focusSearch();
  }, [done]);

  const formError = firstMessage(errors.lines) ?? (complete.isError ? failure(complete.error) : null) ?? null;

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Counter sale</h1>
      {done ? (
        <SaleDone sale={done} onNext={newSale} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4">
            <ProductSearch
              label="Scan or search a product"
              hint="A scanned code adds the product at once; words list the products that match."
              onPick={add}
              onAnswer={(answer) => setTaxPercentage(answer.tax_percentage)}
              inputRef={searchInput}
              autoFocus
            />

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
                      <SaleLineRow
                        key={`${line.product_id}:${line.color_id ?? 0}`}
                        name={name}
                        detail={`${rupees(line.discount_price)} each${
                          line.quantity > line.stock ? ` · only ${line.stock} in stock` : ''
                        }`}
                        total={money(lineTotal)}
                        quantity={line.quantity}
                        max={COUNTER_MAX_QUANTITY}
                        onQuantity={(quantity) => setQuantity(index, quantity)}
                        onRemove={() => remove(index)}
                      />
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
              {...register('payment_method')}
              options={COUNTER_PAYMENT_METHODS.map((value) => ({ value, label: COUNTER_PAYMENT_LABELS[value] }))}
              error={errors.payment_method?.message}
            />
            {method !== 'cash' ? (
              <TextField
                label="Payment reference"
                optional
                {...register('payment_reference')}
                hint="The QR's, card slip's or transfer's reference, if there is one."
                autoComplete="off"
                error={errors.payment_reference?.message}
              />
            ) : null}
            <TextField
              label="Buyer name"
              optional
              {...register('buyer_name')}
              autoComplete="off"
              hint="Left empty, the bill says Walk-in customer."
              error={errors.buyer_name?.message}
            />
            <TextField
              label="Buyer PAN"
              optional
              {...register('buyer_pan')}
              inputMode="numeric"
              autoComplete="off"
              hint="9 digits, for a bill in a business's name."
              error={errors.buyer_pan?.message}
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
