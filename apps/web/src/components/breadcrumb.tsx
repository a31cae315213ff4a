import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
  /** The label is not known yet (e.g. the product's name while it loads): a placeholder holds its place. */
  pending?: boolean;
}

/** Home > Products > … with the last item marked as the current page. */
export function Breadcrumb({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label={t('common.breadcrumb')} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="inline-flex min-w-0 items-center gap-1">
              {item.pending ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="inline-block h-4 w-32 animate-pulse rounded bg-slate-200"
                >
                  <span className="sr-only">{item.label}</span>
                </span>
              ) : item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate font-medium text-slate-900">
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
