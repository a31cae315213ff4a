import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../i18n';
import { localDigits } from './locale-format';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  className?: string;
}

/**
 * Previous, 'Page X of Y', Next; both buttons are disabled when everything fits on one page
 * (docs/rules/catalogue.md#product-list).
 */
export function Pagination({ page, totalPages, onPageChange, className = '' }: PaginationProps) {
  if (totalPages < 1) return null;
  const button =
    'inline-flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 transition hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-300 disabled:hover:text-slate-700';
  return (
    <nav aria-label={t('common.pagination')} className={`flex items-center justify-center gap-3 ${className}`}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('common.previous')}
      </button>
      <span className="text-sm text-slate-700" aria-current="page">
        {t('common.pageOf', { page: localDigits(page), total: localDigits(totalPages) })}
      </span>
      <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('common.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
