import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id?: string;
  /** Small capitals above the heading, e.g. 'BROWSE CATEGORIES'. */
  tag?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}

export function SectionHeading({ id, tag, title, children, align = 'left', className = '' }: SectionHeadingProps) {
  return (
    <div className={`${align === 'center' ? 'mx-auto max-w-2xl text-center' : ''} ${className}`}>
      {/* Letter-spaced small capitals suit Latin; spaced-out Devanagari breaks its joined letters. */}
      {tag ? (
        <p className="text-xs font-semibold tracking-[0.2em] [&:lang(ne)]:text-sm [&:lang(ne)]:tracking-normal text-brand-700">
          {tag}
        </p>
      ) : null}
      <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children ? <div className="mt-2 text-base text-slate-600">{children}</div> : null}
    </div>
  );
}
