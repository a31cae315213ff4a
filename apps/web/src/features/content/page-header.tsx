import type { ReactNode } from 'react';

/**
 * The band at the top of every content page: a small label, the page's h1 and an introduction.
 * Spaced-out letters suit Latin capitals only: Devanagari's joined letters come apart.
 */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-brand-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-base leading-7 text-slate-600">{children}</div> : null}
      </div>
    </header>
  );
}

export const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-700';
export const textLink = 'font-medium text-brand-700 underline-offset-2 hover:underline';
