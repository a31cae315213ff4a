import { comparePagePath, COMPARE_LIMIT } from '@pasal/contract';
import { GitCompareArrows, X } from 'lucide-react';
import { Link } from 'react-router';
import { localDigits } from '../../components/locale-format';
import { localText, t } from '../../i18n';
import { useCompare } from './store';

/**
 * The bar at the bottom of the shop while products are chosen to compare (issue #35): what is
 * chosen (each with a remove button), the way to the comparison, and to start over. A spacer of
 * its height keeps it from covering the end of the page. The Compare link comes first: toasts
 * appear at the bottom right.
 */
export function CompareTray() {
  const items = useCompare((state) => state.items);
  const remove = useCompare((state) => state.remove);
  const clear = useCompare((state) => state.clear);
  const first = items[0];
  if (!first) return null;
  const category = localText(first.category_name, first.category_name_ne);
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label={t('compare.trayLabel')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to={comparePagePath(items.map((item) => item.slug))}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 sm:px-5"
          >
            <GitCompareArrows aria-hidden="true" className="hidden size-4 sm:block" />
            {t('compare.compareCount', { n: localDigits(items.length), limit: localDigits(COMPARE_LIMIT) })}
          </Link>
          <p className="hidden text-sm text-slate-600 lg:block">{category}</p>
          {/* On a phone each product is its picture, its remove button on the corner; wider, its name too. */}
          <ul
            aria-label={t('compare.chosenProducts')}
            className="flex min-w-0 flex-1 items-center gap-3 overflow-x-auto py-2 pr-2 md:gap-2 md:overflow-visible md:py-0"
          >
            {items.map((item) => (
              <li
                key={item.id}
                className="relative shrink-0 md:flex md:max-w-56 md:min-w-0 md:shrink md:items-center md:gap-2 md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-1"
              >
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={36}
                    height={36}
                    className="size-9 shrink-0 rounded-lg border border-slate-200 object-cover md:border-0"
                  />
                ) : (
                  <span aria-hidden="true" className="block size-9 shrink-0 rounded-lg bg-slate-100" />
                )}
                <span className="hidden min-w-0 truncate text-xs font-medium text-ink md:block">{item.name}</span>
                <button
                  type="button"
                  onClick={() => remove(item.id)}
                  aria-label={t('compare.removeProduct', { name: item.name })}
                  title={t('compare.removeProduct', { name: item.name })}
                  className="absolute -top-2 -right-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:text-ink md:static md:size-7 md:border-0 md:shadow-none md:hover:bg-slate-100"
                >
                  <X aria-hidden="true" className="size-3.5 md:size-4" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={clear}
            className="shrink-0 text-sm font-medium text-slate-600 underline-offset-2 hover:text-ink hover:underline"
          >
            {t('compare.clear')}
          </button>
        </div>
      </section>
    </>
  );
}
