import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time a shopper asks for it (or points at its button), not
 * with the page: the review and question forms bring react-hook-form and the contract's zod
 * schemas, about a seventh of a product page's JavaScript, for the few shoppers who write one.
 * Once opened it stays mounted, so closing it keeps the dialog's own close and focus handling.
 */
export function deferredDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Deferred, preload: () => void load() };
}
