import {
  absoluteUrl,
  IMAGE_FORMAT_TYPES,
  imageSrcSet,
  inLanguage,
  jsonForScript,
  PRODUCT_GALLERY_SIZES,
  PRODUCT_DATA_ELEMENT_ID,
  productDescription,
  productJsonLd,
  productPath,
  productTitle,
  type Locale,
  type Product,
} from '@pasal/contract';

// The product page's head tags written into the HTML the server sends, for search engines and
// link previews (WhatsApp, Viber, Facebook) that do not run the app's JavaScript. The app marks
// them `data-server-head` and removes them once React manages the head itself.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function productHeadTags(product: Product, publicUrl: string, shop: string, locale: Locale = 'en'): string {
  const title = escapeHtml(productTitle(product, shop));
  // A Nepali page's description is the Nepali short description when there is one (issue #30).
  const shortDescription = inLanguage(locale, product.short_description, product.short_description_ne);
  const description = escapeHtml(productDescription({ ...product, short_description: shortDescription }, shop));
  const url = escapeHtml(absoluteUrl(productPath(product.slug), publicUrl));
  const image = product.images[0] ? escapeHtml(absoluteUrl(product.images[0].image, publicUrl)) : null;
  const tags = [
    `<title data-server-head>${title}</title>`,
    `<meta data-server-head name="description" content="${description}" />`,
    `<link data-server-head rel="canonical" href="${url}" />`,
    `<meta data-server-head property="og:site_name" content="${escapeHtml(shop)}" />`,
    `<meta data-server-head property="og:type" content="product" />`,
    `<meta data-server-head property="og:title" content="${title}" />`,
    `<meta data-server-head property="og:description" content="${description}" />`,
    `<meta data-server-head property="og:url" content="${url}" />`,
    ...(image ? [`<meta data-server-head property="og:image" content="${image}" />`] : []),
    `<meta data-server-head property="product:price:amount" content="${product.discount_price.toFixed(2)}" />`,
    `<meta data-server-head property="product:price:currency" content="NPR" />`,
    `<meta data-server-head name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<script data-server-head type="application/ld+json">${jsonForScript(productJsonLd(product, publicUrl))}</script>`,
    // The gallery's first image is the page's largest paint: fetch it while the scripts load.
    ...(product.images[0] ? [galleryImagePreload(product.images[0])] : []),
    // The product itself, so the page needs no second round trip to show it.
    `<script data-server-head id="${PRODUCT_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(product)}</script>`,
  ];
  return tags.join('\n    ');
}

/**
 * An upload is drawn as a <picture> (AVIF, WebP, JPEG): the preload names the AVIF srcset with
 * the gallery's sizes, so the browser fetches the very file the picture will pick (a browser
 * without AVIF skips a preload of that type). A demo SVG is preloaded by its URL.
 */
export function galleryImagePreload(image: Product['images'][number]): string {
  if (!image.variants || image.variants.widths.length === 0)
    return `<link data-server-head rel="preload" as="image" href="${escapeHtml(image.image)}" fetchpriority="high" />`;
  return `<link data-server-head rel="preload" as="image" type="${IMAGE_FORMAT_TYPES.avif}" imagesrcset="${escapeHtml(imageSrcSet(image.variants, 'avif'))}" imagesizes="${PRODUCT_GALLERY_SIZES}" fetchpriority="high" />`;
}

/**
 * Hints for a page the app fetches data for: the API responses it will ask for first (the same
 * URLs the app builds, so the browser reuses the preloaded answer) and its largest image.
 */
export function preloadTags(hints: { fetches?: string[]; image?: string; modules?: string[] }): string {
  // The image first: it is what the page paints largest, and it needs no script.
  return [
    ...(hints.image
      ? [`<link data-server-head rel="preload" as="image" href="${escapeHtml(hints.image)}" fetchpriority="high" />`]
      : []),
    ...(hints.modules ?? []).map(
      (file) => `<link data-server-head rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
    ),
    ...(hints.fetches ?? []).map(
      (url) => `<link data-server-head rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous" />`,
    ),
  ].join('\n    ');
}

/** The app's index.html with the page's own head tags in place of its generic title. */
export function withHead(indexHtml: string, headTags: string): string {
  const html = headTags.includes('<title') ? indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '') : indexHtml;
  // A replacer function: the tags hold shop and product text, whose `$&` a replacement string would expand.
  return html.replace(/<\/head>/i, (end) => `  ${headTags}\n  ${end}`);
}
