/** Grey placeholders with the same footprint as what they stand in for (no layout shift). */
function ProductCardSkeleton({ listOnMobile = false }: { listOnMobile?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`flex overflow-hidden rounded-2xl border border-slate-200 bg-white ${
        listOnMobile ? 'flex-row sm:flex-col' : 'flex-col'
      }`}
    >
      <div
        className={`aspect-square shrink-0 animate-pulse bg-slate-100 motion-reduce:animate-none ${
          listOnMobile ? 'w-36 sm:w-auto' : ''
        }`}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-3.5 w-20 rounded bg-slate-100" />
        <div className="h-4 w-4/5 rounded bg-slate-100" />
        <div className="h-3 w-16 rounded bg-slate-100" />
        <div className="mt-1 h-5 w-28 rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({
  count,
  className = '',
  listOnMobile = false,
}: {
  count: number;
  className?: string;
  listOnMobile?: boolean;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} listOnMobile={listOnMobile} />
      ))}
    </div>
  );
}
