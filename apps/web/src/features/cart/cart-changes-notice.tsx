import { AlertTriangle } from 'lucide-react';
import type { CartLine } from './cart-lines';

/** One sentence above the lines when a refresh changed something (the lines say what). */
export function CartChangesNotice({ lines }: { lines: readonly CartLine[] }) {
  const unavailable = lines.filter((line) => line.unavailable !== null).length;
  const changed = lines.filter((line) => line.notice !== null).length;
  if (unavailable === 0 && changed === 0) return null;
  const parts: string[] = [];
  if (changed > 0)
    parts.push(
      `${changed === 1 ? 'An item' : `${changed} items`} in your cart changed since you added ${changed === 1 ? 'it' : 'them'}.`,
    );
  if (unavailable > 0) parts.push(`${unavailable === 1 ? 'An item' : `${unavailable} items`} can no longer be bought.`);
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{parts.join(' ')} Please check the notes below.</p>
    </div>
  );
}
