import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/spinner';

export type PaymentPhase = 'processing' | 'paid' | 'failed' | 'pending';

const linkClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800';

/** The one card both payment pages show; focus moves to its heading when the outcome changes. */
export function PaymentStatusPanel({
  phase,
  title,
  children,
  action,
}: {
  phase: PaymentPhase;
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (phase !== 'processing') heading.current?.focus();
  }, [phase]);
  const icon =
    phase === 'processing' ? (
      <Spinner className="[&_[data-spinner]]:size-12 [&_[data-spinner]]:border-4" />
    ) : phase === 'paid' ? (
      <CheckCircle2 aria-hidden="true" className="size-14 text-green-700" />
    ) : phase === 'pending' ? (
      <Clock aria-hidden="true" className="size-14 text-amber-700" />
    ) : (
      <XCircle aria-hidden="true" className="size-14 text-red-700" />
    );
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-20 items-center justify-center">{icon}</div>
      <div role="status" aria-live="polite" className="mt-6">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {children ? <div className="mt-3 text-base text-slate-700">{children}</div> : null}
      </div>
      {action ? (
        <Link to={action.to} className={`mt-8 ${linkClass}`}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
