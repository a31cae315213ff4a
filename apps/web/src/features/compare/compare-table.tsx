import { productPath, type Comparison, type ComparisonRow, type ComparisonValue, type Product } from '@pasal/contract';
import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../components/locale-format';
import { Price } from '../../components/price';
import { ProductPicture } from '../../components/product-image';
import { StarRating } from '../../components/star-rating';
import { fallbackLang, localText, t } from '../../i18n';
import { CompareAddToCart } from './compare-add-to-cart';

// The comparison itself (issue #35): a real table, a column per product and a row per fact, the
// facts every product has first (price, rating, stock, buying), then every specification row. Rows
// whose values differ are highlighted and marked in words; "Only show differences" hides the rest.
// On a phone the row labels stay put while the products scroll sideways, two in view at a time.

/** The label column's width and a product column's: on a phone two products fill the rest of the screen. */
const LABEL_WIDTH = 'w-[6.5rem] min-w-[6.5rem] sm:w-44 sm:min-w-44';
const COLUMN_WIDTH = 'w-[calc((100vw-6.5rem)/2)] sm:w-52';

/** Whether the products do not all show the same thing. */
function differ(values: readonly (string | number | boolean | null)[]): boolean {
  return new Set(values).size > 1;
}

function RowHeader({ children, differs }: { children: ReactNode; differs: boolean }) {
  return (
    <th
      scope="row"
      className={`sticky left-0 z-10 border-r border-b border-slate-200 px-2 py-3 text-left align-top text-xs font-semibold text-ink sm:px-4 sm:text-sm ${LABEL_WIDTH} ${
        differs ? 'bg-amber-50' : 'bg-white'
      }`}
    >
      <span className="flex items-start gap-1.5">
        {differs ? <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" /> : null}
        <span className="min-w-0 break-words">
          {children}
          {differs ? <span className="sr-only"> ({t('compare.differs')})</span> : null}
        </span>
      </span>
    </th>
  );
}

function Cell({ children, differs }: { children: ReactNode; differs: boolean }) {
  return (
    <td
      className={`border-b border-slate-200 px-2 py-3 align-top text-sm text-slate-800 sm:px-4 ${differs ? 'bg-amber-50' : ''}`}
    >
      {children}
    </td>
  );
}

function Row({ label, differs, cells }: { label: ReactNode; differs: boolean; cells: ReactNode[] }) {
  return (
    <tr data-differs={differs || undefined}>
      <RowHeader differs={differs}>{label}</RowHeader>
      {cells.map((cell, index) => (
        <Cell key={index} differs={differs}>
          {cell}
        </Cell>
      ))}
    </tr>
  );
}

function SpecificationValue({ value }: { value: ComparisonValue | null }) {
  if (!value)
    return (
      <>
        <span aria-hidden="true" className="text-slate-500">
          —
        </span>
        <span className="sr-only">{t('compare.noValue')}</span>
      </>
    );
  return (
    <span lang={fallbackLang(value.text_ne)} className="break-words">
      {localText(value.text, value.text_ne)}
    </span>
  );
}

function ProductHeader({ product, onRemove }: { product: Product; onRemove: (product: Product) => void }) {
  const image = product.images[0];
  return (
    <th
      scope="col"
      className={`border-b border-slate-200 px-2 pt-2 pb-3 text-left align-top font-normal sm:px-4 ${COLUMN_WIDTH}`}
    >
      <div className="flex flex-col gap-2">
        <div className="relative">
          <div className="mx-auto aspect-square w-full max-w-40 overflow-hidden rounded-xl bg-slate-50">
            {image ? (
              <ProductPicture
                image={image}
                alt=""
                sizes="(min-width: 640px) 160px, 45vw"
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onRemove(product)}
            aria-label={t('compare.removeFromPage', { name: product.name })}
            title={t('compare.removeFromPage', { name: product.name })}
            className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-600 shadow-sm hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <Link
          to={productPath(product.slug)}
          className="line-clamp-3 text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {product.name}
        </Link>
      </div>
    </th>
  );
}

export interface CompareTableProps {
  comparison: Comparison;
  onRemove: (product: Product) => void;
}

export function CompareTable({ comparison, onRemove }: CompareTableProps) {
  const { products, rows, category } = comparison;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const several = products.length > 1;
  const differing = rows.filter((row) => row.differs).length;
  const shown: ComparisonRow[] = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const categoryName = localText(category.name, category.name_ne);
  const mark = (differs: boolean) => several && differs;

  return (
    <div>
      {several ? (
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full bg-amber-500" />
            {t('compare.legend')}{' '}
            {differing > 0
              ? t('compare.differencesCount', { count: differing, n: localDigits(differing) })
              : t('compare.noDifferences')}
          </p>
          <label
            htmlFor={toggleId}
            className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink"
          >
            <input
              id={toggleId}
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {t('compare.onlyDifferences')}
          </label>
        </div>
      ) : null}
      <div
        role="region"
        aria-label={t('compare.scrollRegion')}
        tabIndex={0}
        className="-mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:rounded-2xl sm:border sm:border-slate-200"
      >
        <table className="w-full border-separate border-spacing-0 bg-white">
          <caption className="sr-only">
            {t('compare.caption', {
              category: categoryName,
              names: products.map((product) => product.name).join(', '),
            })}
          </caption>
          <thead>
            <tr>
              <td className={`sticky left-0 z-10 border-r border-b border-slate-200 bg-white ${LABEL_WIDTH}`} />
              {products.map((product) => (
                <ProductHeader key={product.id} product={product} onRemove={onRemove} />
              ))}
            </tr>
          </thead>
          <tbody>
            <Row
              label={t('compare.price')}
              differs={mark(differ(products.map((product) => product.discount_price)))}
              cells={products.map((product) => (
                <div key={product.id} className="flex flex-col gap-1 whitespace-nowrap">
                  <Price amount={product.discount_price} original={product.price} currency="Rs." />
                  {product.discount_percentage > 0 ? (
                    <span className="w-fit rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
                      {t('common.percentOff', { percent: localDigits(product.discount_percentage) })}
                    </span>
                  ) : null}
                </div>
              ))}
            />
            <Row
              label={t('compare.rating')}
              differs={mark(differ(products.map((product) => product.overall_rating.toFixed(1))))}
              cells={products.map((product) => (
                <StarRating
                  key={product.id}
                  rating={product.overall_rating}
                  count={product.total_ratings}
                  className="flex-wrap"
                />
              ))}
            />
            <Row
              label={t('compare.availability')}
              differs={mark(differ(products.map((product) => product.total_quantity > 0)))}
              cells={products.map((product) =>
                product.total_quantity > 0 ? (
                  <span key={product.id} className="font-medium text-emerald-700">
                    {t('compare.inStock')}
                  </span>
                ) : (
                  <span key={product.id} className="font-medium text-slate-600">
                    {t('common.soldOut')}
                  </span>
                ),
              )}
            />
            <Row
              label={t('compare.buy')}
              differs={false}
              cells={products.map((product) => (
                <CompareAddToCart key={product.id} product={product} />
              ))}
            />
          </tbody>
          {shown.length > 0 ? (
            <tbody>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={products.length + 1}
                  className="border-b border-slate-200 bg-slate-50 px-2 py-2 text-left text-sm font-semibold text-ink sm:px-4"
                >
                  <span className="sticky left-2 sm:left-4">{t('compare.specifications')}</span>
                </th>
              </tr>
              {shown.map((row) => (
                <Row
                  key={row.key}
                  label={<span lang={fallbackLang(row.title_ne)}>{localText(row.title, row.title_ne)}</span>}
                  differs={mark(row.differs)}
                  cells={row.values.map((value, index) => (
                    <SpecificationValue key={index} value={value} />
                  ))}
                />
              ))}
            </tbody>
          ) : null}
        </table>
      </div>
    </div>
  );
}
