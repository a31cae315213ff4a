import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { pageItems } from './blog';
import { localDigits } from '../../components/locale-format';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition';
const enabled = `${cell} border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700`;
const disabled = `${cell} border-slate-200 bg-slate-50 text-slate-500`;

/**
 * First, previous, numbered pages with ellipses, next, last (docs/rules/content.md#blog). Every
 * page is a real link (`hrefFor`) so it can be opened, shared and crawled.
 */
export function BlogPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor(page: number): string;
}) {
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, off: boolean) =>
    off ? (
      <span className={disabled} aria-disabled="true" title={label}>
        {icon}
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link className={enabled} to={hrefFor(target)} title={label}>
        {icon}
        <span className="sr-only">{label}</span>
      </Link>
    );
  return (
    <nav aria-label={t('content.blogPages')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {step(1, t('content.blogFirstPage'), <ChevronsLeft aria-hidden="true" className="size-4" />, page === 1)}
        </li>
        <li>
          {step(
            page - 1,
            t('content.blogPreviousPage'),
            <ChevronLeft aria-hidden="true" className="size-4" />,
            page === 1,
          )}
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === page ? (
                <span
                  aria-current="page"
                  aria-label={t('content.blogPage', { page: localDigits(item) })}
                  className={`${cell} border-brand-700 bg-brand-700 text-white`}
                >
                  {localDigits(item)}
                </span>
              ) : (
                <Link
                  className={enabled}
                  to={hrefFor(item)}
                  aria-label={t('content.blogPage', { page: localDigits(item) })}
                >
                  {localDigits(item)}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-600" data-testid="pagination-ellipsis">
              …
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('content.blogNextPage'),
            <ChevronRight aria-hidden="true" className="size-4" />,
            page === totalPages,
          )}
        </li>
        <li>
          {step(
            totalPages,
            t('content.blogLastPage'),
            <ChevronsRight aria-hidden="true" className="size-4" />,
            page === totalPages,
          )}
        </li>
      </ul>
    </nav>
  );
}
