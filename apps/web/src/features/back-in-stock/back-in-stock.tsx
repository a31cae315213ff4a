import { backInStockPath, translateMessage, type BackInStockList } from '@pasal/contract';
import { BellRing, Check } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '../../api/http';
import { Button } from '../../components/ui/button';
import { controlClass } from '../../components/ui/field';
import { activeLocale, t } from '../../i18n';
import { useHydrated } from '../../ssr/hydrated';
import { useSession } from '../../api/session-store';

// 'Notify me when back in stock' (issue 16) for a sold-out product or colour. Signed in: one
// button (the account's e-mail is used) or, once subscribed, that state with a Cancel. A visitor:
// an e-mail field and a button. The server's first screen and hydration draw the visitor's form
// (the session is only known in the browser); every state is one row of the same height, so the
// switch after hydration moves nothing on the page. Its words are the contract's
// BACK_IN_STOCK_MESSAGES in English (product.backInStock* in the catalogues, a test keeps them equal).

type Status = 'unknown' | 'subscribed' | 'not-subscribed';

/**
 * A failure's toast: the server's words for a conflict or a rate limit, else 'Something went
 * wrong' (docs/rules/catalogue.md#back-in-stock).
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 429) && error.body.message) {
    return error.body.message;
  }
  return t('product.backInStockFailure');
}

export interface BackInStockProps {
  productId: number;
  /** Null: the product as a whole. */
  colorId: number | null;
  /** What the shopper is asked about, e.g. 'Blue', for the heading of a colour's form. */
  itemLabel?: string;
}

export function BackInStock({ productId, colorId, itemLabel }: BackInStockProps) {
  const hydrated = useHydrated();
  const loggedIn = useSession((state) => state.loggedIn);
  // An account signed up with a mobile number alone has no e-mail to be told at: it gives one, as a
  // visitor does (the server takes it from such an account).
  const hasEmail = useSession((state) => Boolean(state.user?.email));
  const headingId = useId();
  const signedIn = hydrated && loggedIn && hasEmail;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-4 text-brand-700" />
        {itemLabel ? t('product.backInStockHeadingItem', { item: itemLabel }) : t('product.backInStockHeading')}
      </h2>
      <div className="mt-3">
        {signedIn ? (
          <SignedIn key={`${productId}:${colorId}`} productId={productId} colorId={colorId} />
        ) : (
          <Visitor key={`${productId}:${colorId}`} productId={productId} colorId={colorId} />
        )}
      </div>
    </section>
  );
}

function Subscribed({ onCancel, cancelling }: { onCancel?: () => void; cancelling?: boolean }) {
  return (
    <div role="status" className="flex min-h-11 items-center justify-between gap-3 text-sm text-green-800">
      <span className="flex items-center gap-2">
        <Check aria-hidden="true" className="size-4 shrink-0" />
        {t('product.backInStockAlreadySubscribed')}
      </span>
      {onCancel ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onCancel}
          loading={cancelling}
          loadingText={t('product.backInStockCancelling')}
          aria-label={t('product.backInStockCancelLabel')}
        >
          {t('product.backInStockCancel')}
        </Button>
      ) : null}
    </div>
  );
}

function SignedIn({ productId, colorId }: { productId: number; colorId: number | null }) {
  const [status, setStatus] = useState<Status>('unknown');
  const [pending, setPending] = useState(false);
  const path = backInStockPath(productId);

  useEffect(() => {
    let current = true;
    apiRequest<{ data: BackInStockList }>(path)
      .then((body) => {
        if (!current) return;
        const mine = body.data.subscriptions.some((subscription) => subscription.color_id === colorId);
        setStatus(mine ? 'subscribed' : 'not-subscribed');
      })
      // Not knowing only means the button shows; asking again is harmless.
      .catch(() => current && setStatus('not-subscribed'));
    return () => {
      current = false;
    };
  }, [path, colorId]);

  async function subscribe() {
    setPending(true);
    try {
      await apiRequest(path, { method: 'POST', body: colorId === null ? {} : { color_id: colorId } });
      setStatus('subscribed');
      toast.success(t('product.backInStockSubscribed'));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function cancel() {
    setPending(true);
    try {
      await apiRequest(path, { method: 'DELETE', query: { color_id: colorId } });
      setStatus('not-subscribed');
      toast.success(t('product.backInStockCancelled'));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  if (status === 'subscribed') return <Subscribed onCancel={() => void cancel()} cancelling={pending} />;
  return (
    <Button
      className="w-full"
      icon={<BellRing aria-hidden="true" className="size-4" />}
      onClick={() => void subscribe()}
      loading={pending}
      disabled={status === 'unknown'}
    >
      {t('product.backInStockButton')}
    </Button>
  );
}

// Not on react-hook-form like the shop's other forms (issue #31): this module is in every product
// page's first script, and react-hook-form would add 15 KB gzip to it even with the schema loaded on
// submit (161 → 176 KB; 221 KB with zodResolver and the schema too), the weight issue #37 took out.
// One field needs none of it: the contract's schema checks it (check-email.ts), as the server does.
function Visitor({ productId, colorId }: { productId: number; colorId: number | null }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit() {
    const { checkEmail } = await import('./check-email');
    const checked = checkEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiRequest(backInStockPath(productId), {
        method: 'POST',
        body: { email: checked.email, ...(colorId === null ? {} : { color_id: colorId }) },
      });
      setDone(true);
      toast.success(t('product.backInStockSubscribed'));
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.body.errors?.email : undefined;
      if (fieldError) setError(fieldError);
      else toast.error(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  if (done) return <Subscribed />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void submit();
      }}
    >
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('product.emailAddress')}
        </label>
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('product.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClass} h-11 min-w-0 flex-1`}
        />
        <Button type="submit" loading={pending} loadingText={t('product.sending')} className="shrink-0">
          {t('product.backInStockVisitorButton')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {/* The contract's e-mail message (checked here or by the server), in the page's language. */}
          {translateMessage(error, activeLocale())}
        </p>
      ) : null}
    </form>
  );
}
