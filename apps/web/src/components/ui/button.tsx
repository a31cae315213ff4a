import type { ComponentProps, ReactNode } from 'react';
import { t } from '../../i18n';

// The app's one button: the storefront's rounded, 44 px, brand-700 look (AA for white text), in
// four variants and two sizes. While `loading` it is disabled, says so (aria-busy) and shows a
// spinner with `loadingText` ('Submitting...' by default,
// docs/rules/content.md#notifications-and-forms) in place of its label.

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-70';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-ink',
};

// Both sizes keep a 44 px (sm: 40 px) touch target.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-10 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
};

/** The classes of a button, for a link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  loadingText?: ReactNode;
  /** An icon before the label (aria-hidden is the icon's own business). */
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText = t('account.uiSubmitting'),
  icon,
  type = 'button',
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {loading ? (
        <>
          <span
            aria-hidden="true"
            data-spinner=""
            className="size-4 animate-spin rounded-full border-2 border-current/40 border-t-current motion-reduce:[animation-duration:1.5s]"
          />
          <span>{loadingText}</span>
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}
