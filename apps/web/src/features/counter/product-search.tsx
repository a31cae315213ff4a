import type { CounterProduct, CounterProductList } from '@pasal/contract';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { formatPrice } from '../../components/price';
import { Button } from '../../components/ui/button';
import { staffFailureMessage } from '../../api/failure-message';
import { useCounterSearch } from './api';

// The catalogue search of the staff screens that sell (issue #36): the counter's till and the
// order desk's draft orders. Asked on Enter (a scanner's or a person's), not as one types. A scanned
// code naming a product sold without colours is picked at once; words list the products that
// match, one choice per colour, each with its stock.

type CounterColor = CounterProduct['colors'][number];

/** A product as picked, in the colour chosen (null when it is not sold in colours). */
export interface ProductPick {
  product: CounterProduct;
  color: CounterColor | null;
}

/** The units there are of a pick: a colour's stock, never more than the product's. */
export const stockOf = ({ product, color }: ProductPick): number =>
  color ? Math.min(color.stock, product.stock) : product.stock;

const pickName = ({ product, color }: ProductPick): string =>
  color ? `${product.name} (${color.name})` : product.name;

/** What the search list offers: one choice per colour of a product sold in colours. */
function choicesOf(products: readonly CounterProduct[]): { key: string; pick: ProductPick }[] {
  return products.flatMap((product): { key: string; pick: ProductPick }[] =>
    product.colors.length === 0
      ? [{ key: `${product.product_id}`, pick: { product, color: null } }]
      : product.colors.map((color) => ({ key: `${product.product_id}:${color.id}`, pick: { product, color } })),
  );
}

const rupees = (amount: number) => formatPrice(amount, 'Rs.');

export interface ProductSearchProps {
  label: string;
  hint: string;
  /** A product (in a colour) was chosen, or a scanned code named one. */
  onPick(pick: ProductPick): void;
  /** Every answer, for what the screen keeps from it (the till's VAT rate). */
  onAnswer?(answer: CounterProductList): void;
  inputRef?: Ref<HTMLInputElement>;
  /** The till's one job is scanning: its cursor waits in the field. */
  autoFocus?: boolean;
}

export function ProductSearch({ label, hint, onPick, onAnswer, inputRef, autoFocus }: ProductSearchProps) {
  const searchId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<{ q: string; products: CounterProduct[] } | null>(null);
  const search = useCounterSearch();

  const pick = (chosen: ProductPick) => {
    setSearched(null);
    setQuery('');
    onPick(chosen);
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    search.mutate(q, {
      onSuccess: (answer) => {
        onAnswer?.(answer);
        const first = answer.data[0];
        if (answer.exact && first && first.colors.length === 0) pick({ product: first, color: null });
        else setSearched({ q, products: answer.exact && first ? [first] : answer.data });
      },
    });
  };

  const choices = searched ? choicesOf(searched.products) : [];

  return (
    <form role="search" onSubmit={find} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={searchId}
          ref={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus={autoFocus}
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
        {hint}
      </p>
      {search.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {staffFailureMessage(search.error)}
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
                {choices.map(({ key, pick: choice }) => {
                  const stock = stockOf(choice);
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        onClick={() => pick(choice)}
                        disabled={stock <= 0}
                        className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600"
                      >
                        <span className="min-w-0 [overflow-wrap:anywhere]">
                          <span className="font-medium text-ink">{pickName(choice)}</span>
                          <span className="block text-xs text-slate-600">
                            {stock > 0 ? `${stock} in stock` : 'Out of stock'}
                          </span>
                        </span>
                        <span className="shrink-0 tabular-nums">{rupees(choice.product.discount_price)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </form>
  );
}
