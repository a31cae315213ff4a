import type { Product } from '../catalog/catalog.js';

// Search-engine and link-preview data of a product page, built the same way by the browser
// (React head tags) and by the server (tags in the HTML for crawlers that run no JavaScript).

/** Id of the <script type="application/json"> in which the server hands the product page its product. */
export const PRODUCT_DATA_ELEMENT_ID = 'pasal-product-data';

/**
 * A product card followed before the app took over the page is a plain link: the browser opens the
 * product page and the card's own click handler never runs. The page's loader notes the path it
 * opened under this sessionStorage key, and the product page records the visit from it.
 */
export const CARD_OPENED_EARLY_KEY = 'pasal-card-opened-early';

/**
 * The note's value (JSON). `page` is the noting page's `performance.timeOrigin`: the page that
 * noted a card it is leaving for must not treat the note as one left by an earlier page.
 */
export interface CardOpenedEarlyNote {
  path: string;
  page: number;
}
/** The attribute that marks a product card's link for the loader. */
export const PRODUCT_CARD_LINK_ATTRIBUTE = 'data-product-card';
/**
 * The attribute that marks a link whose meaning needs the app (it carries navigation state, as a
 * service card's subject for the contact form): tapped before hydration, the loader holds it for
 * the app to follow, as it holds buttons.
 */
export const HELD_LINK_ATTRIBUTE = 'data-held-link';

export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/** A site path (or an address that already is absolute) under the shop's origin. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** 'Galaxy A56 | Himal Gadgets': the product's page title in the shop named `shop`. */
export function productTitle(product: Pick<Product, 'name'>, shop: string): string {
  return `${product.name} | ${shop}`;
}

export function productDescription(product: Pick<Product, 'name' | 'short_description'>, shop: string): string {
  return product.short_description || `Buy ${product.name} in Nepal at ${shop}.`;
}

/**
 * schema.org Product with an NPR Offer, availability and (when rated) aggregateRating, for
 * search engines' rich results on the product page. `origin` is the shop's public URL.
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = absoluteUrl(productPath(product.slug), origin);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    url,
    image: product.images.map((image) => absoluteUrl(image.image, origin)),
    description: product.short_description || product.long_description.slice(0, 300),
    category: product.category_name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'NPR',
      price: product.discount_price.toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
      availability:
        product.is_active && product.total_quantity > 0
          ? 'https://schema.org/InStock'
          : product.is_active
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/Discontinued',
    },
  };
  if (product.brand_name) data.brand = { '@type': 'Brand', name: product.brand_name };
  const family = product.variants;
  if (family && family.items.length > 1) {
    // One configuration of several (issue #35): search engines group them by the family's first.
    const current = family.items.find((item) => item.id === product.id);
    data.inProductGroupWithID = String(family.items[0]!.id);
    data.isVariantOf = {
      '@type': 'ProductGroup',
      name: family.name,
      productGroupID: String(family.items[0]!.id),
      variesBy: family.options.map((option) => option.name),
    };
    if (current)
      data.additionalProperty = family.options.map((option, index) => ({
        '@type': 'PropertyValue',
        name: option.name,
        value: current.values[index] ?? '',
      }));
  }
  if (product.total_ratings > 0)
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.overall_rating.toFixed(1),
      reviewCount: product.total_ratings,
      bestRating: 5,
      worstRating: 1,
    };
  return data;
}

/** JSON for a <script> element: '<' escaped so a product text can never close the script. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
