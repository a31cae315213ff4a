/** Grey placeholders with the same footprint as what they stand in for (no layout shift). */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-square animate-pulse bg-slate-100 motion-reduce:animate-none" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-3.5 w-20 rounded bg-slate-100" />
        <div className="h-4 w-4/5 rounded bg-slate-100" />
        <div className="h-3 w-16 rounded bg-slate-100" />
        <div className="mt-1 h-5 w-28 rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
