import { AlertTriangle } from 'lucide-react';
import { t } from '../../i18n';
import type { CartLine } from './cart-lines';

/** One sentence above the lines when a refresh changed something (the lines say what). */
export function CartChangesNotice({ lines }: { lines: readonly CartLine[] }) {
  const unavailable = lines.filter((line) => line.unavailable !== null).length;
  const changed = lines.filter((line) => line.notice !== null).length;
  if (unavailable === 0 && changed === 0) return null;
  const parts: string[] = [];
  if (changed > 0) parts.push(t('cart.changed', { count: changed }));
  if (unavailable > 0) parts.push(t('cart.unavailable', { count: unavailable }));
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {parts.join(' ')} {t('cart.checkNotes')}
      </p>
    </div>
  );
}
