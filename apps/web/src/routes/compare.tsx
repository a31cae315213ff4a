import {
  COMPARE_LIMIT,
  COMPARE_PAGE_PARAM,
  compareHead,
  comparePagePath,
  compareSlugsOf,
  type CompareRefusal,
  type Comparison,
  type Product,
} from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { GitCompareArrows, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { comparisonQuery } from '../api/compare';
import { ApiError } from '../api/http';
import { Breadcrumb } from '../components/breadcrumb';
import { localDigits } from '../components/locale-format';
import { PageMeta } from '../components/page-meta';
import { CompareTable, useCompare } from '../features/compare';
import { activeLocale, localText, shopName, t } from '../i18n';
import { useHydrated } from '../ssr/hydrated';

// /compare?products=a,b,c (issue #35): the products the address names, side by side. The address
// alone draws the page (the server renders it too), so a shared link shows the same comparison.

const linkButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800';
const secondaryLink =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-slate-300 px-6 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700';

export function Component() {
  const [params] = useSearchParams();
  const slugs = compareSlugsOf(params.get(COMPARE_PAGE_PARAM));
  const comparison = useQuery({ ...comparisonQuery(slugs), enabled: slugs.length > 0 });
  const data = slugs.length > 0 ? comparison.data : undefined;
  const head = compareHead(data ?? null, shopName(), activeLocale());
  const heading = data
    ? t('compare.headingCategory', { category: localText(data.category.name, data.category.name_ne) })
    : t('compare.heading');

  let body: ReactNode;
  if (slugs.length === 0) body = <NothingToCompare />;
  else if (data) body = <ComparisonView comparison={data} />;
  else if (comparison.error)
    body = <Refusal error={comparison.error} slugs={slugs} retry={() => void comparison.refetch()} />;
  else body = <ComparisonSkeleton />;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8">
      <PageMeta title={head.title} description={head.description} path={comparePagePath(slugs)} noIndex />
      <Breadcrumb
        className="mb-4"
        items={[
          { label: t('catalog.breadcrumbHome'), to: '/' },
          { label: t('catalog.breadcrumbProducts'), to: '/products' },
          { label: t('compare.breadcrumb') },
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{heading}</h1>
      <div className="mt-6">{body}</div>
    </div>
  );
}

function ComparisonView({ comparison }: { comparison: Comparison }) {
  const navigate = useNavigate();
  const chosen = useCompare((state) => state.items);
  const hydrated = useHydrated();
  const { products, category } = comparison;
  // The page shows the browser's own list (reached from the compare bar): offer to add to it.
  const isOwnList =
    hydrated &&
    chosen.length === products.length &&
    chosen.every((item) => products.some((product) => product.id === item.id));
  const remove = (product: Product) => {
    const { items, remove: removeChosen } = useCompare.getState();
    if (items.some((item) => item.id === product.id)) removeChosen(product.id);
    void navigate(comparePagePath(products.filter((other) => other.id !== product.id).map((other) => other.slug)));
  };
  return (
    <>
      {isOwnList && products.length < COMPARE_LIMIT ? (
        <p className="mb-4">
          <Link
            to={`/products?category=${encodeURIComponent(category.name)}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('compare.addAnother')}
          </Link>
        </p>
      ) : null}
      <CompareTable comparison={comparison} onRemove={remove} />
    </>
  );
}

function NothingToCompare() {
  const chosen = useCompare((state) => state.items);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-16 text-center">
      <GitCompareArrows aria-hidden="true" className="size-12 text-slate-500" />
      <h2 className="mt-4 text-xl font-semibold text-ink">{t('compare.emptyHeading')}</h2>
      <p className="mt-2 max-w-prose text-slate-700">{t('compare.emptyText', { limit: localDigits(COMPARE_LIMIT) })}</p>
      {hydrated && chosen.length > 0 ? (
        <>
          <p className="mt-6 font-medium text-ink">
            {t('compare.chosenInBrowser', { count: chosen.length, n: localDigits(chosen.length) })}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to={comparePagePath(chosen.map((item) => item.slug))} className={linkButton}>
              {t('compare.compareChosen')}
            </Link>
            <Link to="/products" className={secondaryLink}>
              {t('compare.browseProducts')}
            </Link>
          </div>
        </>
      ) : (
        <Link to="/products" className={`mt-6 ${linkButton}`}>
          {t('compare.browseProducts')}
        </Link>
      )}
    </div>
  );
}

/** Why the products cannot be compared, and the comparisons that can be made of them. */
function Refusal({ error, slugs, retry }: { error: Error; slugs: string[]; retry: () => void }) {
  const refusal = error instanceof ApiError ? (error.body as CompareRefusal) : null;
  const status = error instanceof ApiError ? error.status : 0;
  let heading: string;
  let detail: ReactNode = null;
  let ways: { to: string; label: string }[] = [];
  const missing = refusal?.missing;
  const categories = refusal?.categories;
  if (status === 404 && Array.isArray(missing)) {
    const others = slugs.filter((slug) => !missing.includes(slug));
    heading = t('compare.missingHeading');
    detail = t('compare.missingText', { slugs: missing.join(', ') });
    if (others.length > 0) ways = [{ to: comparePagePath(others), label: t('compare.compareOthers') }];
  } else if (status === 422 && Array.isArray(categories)) {
    heading = t('compare.mixedHeading');
    detail = t('compare.mixedText', { count: categories.length, n: localDigits(categories.length) });
    ways = categories.map((category) => ({
      to: comparePagePath(category.products),
      label: t('compare.compareCategory', {
        category: localText(category.name, category.name_ne),
        n: localDigits(category.products.length),
      }),
    }));
  } else if (status === 400 && slugs.length > COMPARE_LIMIT) {
    heading = t('compare.tooManyHeading', { limit: localDigits(COMPARE_LIMIT) });
    ways = [
      {
        to: comparePagePath(slugs.slice(0, COMPARE_LIMIT)),
        label: t('compare.compareFirst', { limit: localDigits(COMPARE_LIMIT) }),
      },
    ];
  } else if (status === 400) {
    heading = refusal?.errors?.slugs ?? refusal?.message ?? t('compare.errorHeading');
  } else {
    return (
      <div role="alert" className="rounded-2xl bg-slate-50 px-6 py-16 text-center">
        <p className="text-lg font-semibold text-ink">{t('compare.errorHeading')}</p>
        <button type="button" onClick={retry} className={`mt-4 ${secondaryLink}`}>
          {t('compare.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-ink">{heading}</h2>
      {detail ? <p className="mt-2 max-w-prose text-slate-700">{detail}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {ways.map((way) => (
          <Link key={way.to} to={way.to} className={linkButton}>
            {way.label}
          </Link>
        ))}
        <Link to="/products" className={secondaryLink}>
          {t('compare.browseProducts')}
        </Link>
      </div>
    </div>
  );
}

function ComparisonSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-3 gap-4">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3">
          <div className="aspect-square animate-pulse rounded-xl bg-slate-100" />
          <div className="h-4 w-4/5 rounded bg-slate-100" />
          <div className="h-4 w-1/2 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
