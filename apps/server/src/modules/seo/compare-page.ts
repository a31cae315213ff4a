import { absoluteUrl, compareHead, type Comparison, type Locale } from '@pasal/contract';
import { escapeHtml } from './product-page.js';

/**
 * The comparison page's head tags (issue #35) in the HTML the server sends: its title names the
 * products, for the tab and for link previews of a shared comparison. Any four products of a
 * category make a page of their own, so search engines are asked not to index them (the product
 * pages are what they should list).
 */
export function compareHeadTags(
  comparison: Comparison | null,
  path: string,
  publicUrl: string,
  shop: string,
  locale: Locale,
): string {
  const { title, description } = compareHead(comparison, shop, locale);
  const url = escapeHtml(absoluteUrl(path, publicUrl));
  const image = comparison?.products.find((product) => product.images[0])?.images[0];
  return [
    `<title data-server-head>${escapeHtml(title)}</title>`,
    `<meta data-server-head name="description" content="${escapeHtml(description)}" />`,
    `<meta data-server-head name="robots" content="noindex, follow" />`,
    `<link data-server-head rel="canonical" href="${url}" />`,
    `<meta data-server-head property="og:site_name" content="${escapeHtml(shop)}" />`,
    `<meta data-server-head property="og:type" content="website" />`,
    `<meta data-server-head property="og:title" content="${escapeHtml(title)}" />`,
    `<meta data-server-head property="og:description" content="${escapeHtml(description)}" />`,
    `<meta data-server-head property="og:url" content="${url}" />`,
    ...(image
      ? [`<meta data-server-head property="og:image" content="${escapeHtml(absoluteUrl(image.image, publicUrl))}" />`]
      : []),
  ].join('\n    ');
}
