import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';

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
/** The content pages' links that look like buttons: the kit's look (components/ui/button.tsx). */
export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
export const textLink = 'font-medium text-brand-700 underline-offset-2 hover:underline';
