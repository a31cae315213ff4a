import { useQuery } from '@tanstack/react-query';
import { PackageX, Truck } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { productQuery } from '../api/catalog';
import { ApiError } from '../api/http';
import { Breadcrumb, type BreadcrumbItem } from '../components/breadcrumb';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { StarRating } from '../components/star-rating';
import { PurchasePanel } from '../features/cart';
import { ProductGallery, VariantPicker } from '../features/catalog';
import { CompareButton } from '../features/compare';
import { ManageImagesLink } from '../features/product-images';
import { takeCardOpenedEarly, recordRecentlyViewed } from '../features/recently-viewed';
import { localDigits } from '../components/locale-format';
import { WishlistButton } from '../features/wishlist';
import { fallbackLang, localText, shopName, t } from '../i18n';
import { BelowTheFold } from '../ssr/below-the-fold';
import { useServerRender } from '../ssr/server-render';
import {
  COLOUR_PARAM,
  colourNamed,
  jsonForScript,
  PRODUCT_DATA_ELEMENT_ID,
  productDescription,
  productJsonLd,
  productPath,
  productTitle,
  type Product,
  type ProductGone,
} from '@pasal/contract';

// Description, specifications, reviews and questions: under the first screen, so their code (Radix
// Tabs, the review forms) arrives after the page is up instead of weighing on its first load.
const ProductDetails = lazy(() =>
  import('../features/catalog/product-details').then((module) => ({ default: module.ProductDetails })),
);

/** The product the server wrote into the page it sent (a first visit), when it is this one. */
function productFromPage(slug: string): Product | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PRODUCT_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const product = JSON.parse(element.textContent) as Product;
    return product.slug === slug ? product : undefined;
  } catch {
    return undefined;
  }
}

export function Component() {
  const { slug = '' } = useParams();
  const product = useQuery({
    ...productQuery(slug),
    initialData: () => productFromPage(slug),
    // Another configuration of the same product (a variant chip): the page stays until it arrives.
    placeholderData: (previous) =>
      previous?.variants?.items.some((item) => item.slug === slug) ? previous : undefined,
  });
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  const gone = product.error instanceof ApiError && product.error.status === 410 ? productGone(product.error) : null;
  // The product's name, as the page's heading says it (the spec's breadcrumb showed the URL slug).
  const currentCrumb: BreadcrumbItem = product.data
    ? { label: product.data.name }
    : notFound || gone
      ? { label: gone ? t('product.breadcrumbNoLongerSold') : t('product.breadcrumbNotFound') }
      : product.isError
        ? { label: t('product.breadcrumbProduct') }
        : { label: t('product.breadcrumbLoading'), pending: true };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8">
      <Breadcrumb
        className="mb-6"
        items={[
          { label: t('catalog.breadcrumbHome'), to: '/' },
          { label: t('catalog.breadcrumbProducts'), to: '/products' },
          currentCrumb,
        ]}
      />
      {product.data ? (
        // Keyed: another variant is another product, with its own colours, gallery and quantity.
        <ProductView key={product.data.id} product={product.data} />
      ) : gone ? (
        <ProductNoLongerSold gone={gone} />
      ) : notFound ? (
        <ProductNotFound />
      ) : product.isError ? (
        <div role="alert" className="rounded-2xl bg-slate-50 px-6 py-16 text-center">
          <title>{t('product.errorPageTitle')}</title>
          <p className="text-lg font-semibold text-ink">{t('product.somethingWentWrong')}</p>
          <button
            type="button"
            onClick={() => void product.refetch()}
            className="mt-4 h-10 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
          >
            {t('product.tryAgain')}
          </button>
        </div>
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}

function ProductNotFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-20 text-center">
      <PageMeta title={t('product.notFoundPageTitle')} description={t('product.notFoundMetaDescription')} noIndex />
      <PackageX aria-hidden="true" className="size-14 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('product.notFoundHeading')}</h1>
      <p className="mt-2 text-slate-600">{t('product.notFoundText')}</p>
      <Link
        to="/products"
        className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('product.backToProducts')}
      </Link>
    </div>
  );
}

/**
 * The 410 answer's body (a few products of the same category: contract productGoneSchema), read
 * without zod so the product page's script stays as small as it is. A 410 always means the same
 * thing, so the page says it in its own language rather than with the server's English message.
 */
function productGone(error: ApiError): ProductGone {
  const { suggestions } = error.body;
  return {
    code: 'product_archived',
    message: t('product.noLongerSoldHeading'),
    suggestions: Array.isArray(suggestions) ? (suggestions as ProductGone['suggestions']).slice(0, 4) : [],
  };
}

/** An archived product (410): it was sold here once, so say so and offer others of its kind. */
function ProductNoLongerSold({ gone }: { gone: ProductGone }) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-16 text-center">
      <PageMeta title={t('product.noLongerSoldPageTitle')} description={gone.message} noIndex />
      <PackageX aria-hidden="true" className="size-14 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{gone.message}</h1>
      {gone.suggestions.length > 0 ? (
        <section aria-labelledby="gone-suggestions" className="mt-8 w-full max-w-3xl">
          <h2 id="gone-suggestions" className="text-lg font-semibold text-ink">
            {t('product.youMayLikeInstead')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {gone.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Link
                  to={productPath(suggestion.slug)}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-sm hover:border-brand-700"
                >
                  {suggestion.image ? (
                    <img
                      src={suggestion.image}
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      className="size-24 object-contain"
                    />
                  ) : null}
                  <span className="line-clamp-2 font-medium text-ink">{suggestion.name}</span>
                  <Price amount={suggestion.discount_price} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link
        to="/products"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('product.backToProducts')}
      </Link>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="aspect-square animate-pulse rounded-2xl bg-slate-100" />
      <div className="flex flex-col gap-4">
        <div className="h-4 w-24 rounded bg-slate-100" />
        <div className="h-8 w-4/5 rounded bg-slate-100" />
        <div className="h-4 w-32 rounded bg-slate-100" />
        <div className="h-9 w-48 rounded bg-slate-100" />
        <div className="h-20 w-full rounded bg-slate-100" />
        <div className="h-12 w-full rounded bg-slate-100" />
      </div>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  // The server's HTML already carries these head tags (seo module); the app adds its own.
  const serverRender = useServerRender();
  // The colour the address names, as the buying controls choose it (only one in stock): its picture leads the gallery.
  const [searchParams] = useSearchParams();
  const colour = colourNamed(product.colors, searchParams.get(COLOUR_PARAM));
  const colourImage = colour?.is_in_stock && colour.quantity > 0 ? colour.image_id : null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // Every visit counts, however the page was reached: a card (which records on click, and may have
  // been tapped before the app loaded), a shared link, a bookmark or a search engine. The card's
  // note is used up here so the next page does not record it again; recording an id already in
  // the list changes nothing.
  useEffect(() => {
    takeCardOpenedEarly(window.location.pathname);
    recordRecentlyViewed(product);
  }, [product]);
  return (
    <>
      <PageMeta
        title={productTitle(product, shopName())}
        description={productDescription(
          { name: product.name, short_description: localText(product.short_description, product.short_description_ne) },
          shopName(),
        )}
        path={productPath(product.slug)}
        image={product.images[0]?.image}
        type="product"
      />
      {serverRender ? null : (
        <>
          <meta property="product:price:amount" content={product.discount_price.toFixed(2)} />
          <meta property="product:price:currency" content="NPR" />
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, origin)) }}
          />
        </>
      )}

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} images={product.images} name={product.name} shownImageId={colourImage} />
        <div className="flex flex-col">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-brand-700">
                {product.brand_name ? `${product.brand_name} · ` : ''}
                {localText(product.category_name, product.category_name_ne)}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{product.name}</h1>
            </div>
            <div className="shrink-0">
              <WishlistButton product={product} />
            </div>
          </div>
          <div className="mt-3 flex items-center gap-2">
            <StarRating rating={product.overall_rating} count={product.total_ratings} size="md" />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Price amount={product.discount_price} original={product.price} currency="Rs." size="lg" />
            {product.discount_percentage > 0 ? (
              <span className="rounded-full bg-red-50 px-2.5 py-1 text-sm font-semibold text-red-700">
                {t('product.percentOff', { percent: localDigits(product.discount_percentage) })}
              </span>
            ) : null}
          </div>
          {product.short_description ? (
            <p lang={fallbackLang(product.short_description_ne)} className="mt-4 text-base leading-7 text-slate-700">
              {localText(product.short_description, product.short_description_ne)}
            </p>
          ) : null}
          {product.is_active ? null : (
            <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {t('product.inactiveNotice')}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-6">
            <VariantPicker product={product} />
            <PurchasePanel product={product} />
          </div>
          <div className="mt-4">
            <CompareButton product={product} labelled />
          </div>
          {product.delivery_detail ? (
            <p
              lang={fallbackLang(product.delivery_detail_ne)}
              className="mt-6 flex gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-700"
            >
              <Truck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {localText(product.delivery_detail, product.delivery_detail_ne)}
            </p>
          ) : null}
        </div>
      </div>

      <BelowTheFold>
        <ManageImagesLink productId={product.id} />
        <Suspense fallback={null}>
          <ProductDetails product={product} />
        </Suspense>
      </BelowTheFold>
    </>
  );
}
