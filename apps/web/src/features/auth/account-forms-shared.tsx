import type { ReactNode } from 'react';

/** Shown while the profile loads, in the shape of the form it becomes (no layout shift). */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div aria-hidden="true" className="space-y-5">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index}>
          <div className="mb-2 h-4 w-28 animate-pulse rounded bg-slate-200" />
          <div className="h-11 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

export function AccountPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
