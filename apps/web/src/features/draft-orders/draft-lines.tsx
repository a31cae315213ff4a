import { formatRs, MAX_ORDER_LINE_QUANTITY, type OrderQuote } from '@pasal/contract';
import { ProductSearch, SaleLineRow, stockOf, type ProductPick } from '../counter';
import type { DraftLine } from './draft-form';

// The draft's items: the counter's product search (a scanned code or words, a colour chosen where
// the product has colours), then each line with its quantity and Remove. The prices are the
// server's (the quote), never worked out here.

const lineName = (line: Pick<DraftLine, 'product_name' | 'color_name'>) =>
  line.color_name ? `${line.product_name} (${line.color_name})` : line.product_name;

const sameLine = (a: Pick<DraftLine, 'product_id' | 'color_id'>, b: Pick<DraftLine, 'product_id' | 'color_id'>) =>
  a.product_id === b.product_id && a.color_id === b.color_id;

/** The lines with `pick` added: one more unit of a line already there, else a new line of one. */
function addPick(lines: readonly DraftLine[], pick: ProductPick): DraftLine[] {
  const line: DraftLine = {
    product_id: pick.product.product_id,
    color_id: pick.color?.id ?? null,
    quantity: 1,
    product_name: pick.product.name,
    color_name: pick.color?.name ?? null,
    stock: stockOf(pick),
  };
  const there = lines.some((existing) => sameLine(existing, line));
  return there
    ? lines.map((existing) =>
        sameLine(existing, line)
          ? { ...existing, quantity: Math.min(MAX_ORDER_LINE_QUANTITY, existing.quantity + 1) }
          : existing,
      )
    : [...lines, line];
}

export function DraftLines({
  lines,
  quote,
  error,
  onChange,
}: {
  lines: DraftLine[];
  quote: OrderQuote | undefined;
  error: string | undefined;
  onChange(lines: DraftLine[]): void;
}) {
  const priceOf = (line: DraftLine) => quote?.lines.find((priced) => sameLine(priced, line));
  return (
    <div className="space-y-3">
      <ProductSearch
        label="Find a product"
        hint="A product's code adds it at once; words list the products that match."
        onPick={(pick) => onChange(addPick(lines, pick))}
      />
      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">No items yet: find a product.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Items of the draft">
          {lines.map((line, index) => {
            const priced = priceOf(line);
            const short = line.stock !== null && line.quantity > line.stock ? `only ${line.stock} in stock` : null;
            return (
              <SaleLineRow
                key={`${line.product_id}:${line.color_id ?? 0}`}
                name={lineName(line)}
                detail={[priced ? `${formatRs(priced.unit_price)} each` : null, short].filter(Boolean).join(' · ')}
                total={priced ? formatRs(priced.line_total) : '—'}
                quantity={line.quantity}
                max={MAX_ORDER_LINE_QUANTITY}
                onQuantity={(quantity) =>
                  onChange(lines.map((other, at) => (at === index ? { ...other, quantity } : other)))
                }
                onRemove={() => onChange(lines.filter((_, at) => at !== index))}
              />
            );
          })}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
