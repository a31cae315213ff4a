import { COLOUR_PARAM, productColourPath, variantChoices, type Product, type VariantChoice } from '@pasal/contract';
import { Link, useSearchParams } from 'react-router';
import { localText, t } from '../../i18n';

// The product page's configuration picker (issue #35): one row of chips per option (RAM, Storage).
// Each variant is a page of its own, so a chip is a link: the address names the configuration, a
// shared link opens it, and the server renders it. Chips keep the scroll and replace the history
// entry, as choosing a size does in a shop's app. A colour the shopper chose goes along, so 256GB →
// 512GB keeps Titanium Gray where the next configuration has it in stock.

const chipBase = 'inline-flex min-h-11 min-w-16 items-center justify-center rounded-lg border px-3 text-sm font-medium';

function Chip({ choice, earlier }: { choice: VariantChoice; earlier: string }) {
  const [searchParams] = useSearchParams();
  if (choice.state === 'current') {
    return (
      <span
        aria-current="true"
        className={`${chipBase} border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700`}
      >
        {choice.value}
      </span>
    );
  }
  if (choice.state === 'unavailable' || choice.slug === null) {
    return (
      <span aria-disabled="true" className={`${chipBase} border-dashed border-slate-300 text-slate-500 line-through`}>
        {choice.value}
        <span className="sr-only">, {t('product.variantUnavailable', { with: earlier })}</span>
      </span>
    );
  }
  const soldOut = choice.state === 'sold_out';
  return (
    <Link
      to={productColourPath(choice.slug, searchParams.get(COLOUR_PARAM))}
      replace
      preventScrollReset
      className={`${chipBase} border-slate-300 bg-white text-ink hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        soldOut ? 'text-slate-500' : ''
      }`}
    >
      <span className={soldOut ? 'line-through' : undefined}>{choice.value}</span>
      {soldOut ? (
        <>
          {' '}
          <span className="ml-1 text-xs font-normal">({t('product.variantSoldOut')})</span>
        </>
      ) : null}
    </Link>
  );
}

export function VariantPicker({ product }: { product: Product }) {
  const variants = product.variants;
  if (!variants || variants.items.length < 2) return null;
  const rows = variantChoices(variants, product.id);
  const current = variants.items.find((item) => item.id === product.id);
  if (!current || rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" aria-label={t('product.variantsLabel')} role="group">
      {variants.options.map((option, index) => {
        const label = localText(option.name, option.name_ne);
        const headingId = `variant-option-${index}`;
        return (
          <div key={option.name} role="group" aria-labelledby={headingId}>
            <p id={headingId} className="mb-2 text-sm font-semibold text-ink">
              {label}: <span className="font-normal text-slate-700">{current.values[index]}</span>
            </p>
            <ul className="flex flex-wrap gap-2">
              {(rows[index] ?? []).map((choice) => (
                <li key={choice.value}>
                  <Chip choice={choice} earlier={current.values.slice(0, index).join(', ')} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
