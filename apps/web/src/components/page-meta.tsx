import { useEffect } from 'react';
import { useServerRender } from '../ssr/server-render';
import { shopName } from '../i18n';

export interface PageMetaProps {
  /** The whole document title, e.g. 'Products | Himal Gadgets'. */
  title: string;
  description: string;
  /** Canonical path ('/products/galaxy-a56'); made absolute with the current origin. */
  path?: string;
  /** Open Graph image (absolute or site-relative). */
  image?: string;
  type?: 'website' | 'product';
  /** Keep the page out of search results (search results, empty states). */
  noIndex?: boolean;
}

/** The server's head tags that describe the page (React draws its own), not the ones that style it. */
const SERVER_TAGS_REACT_REPLACES = '[data-server-head]:not(link[rel~="stylesheet"]):not(link[as="font"])';

function absolute(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

/** Title, description, canonical URL and Open Graph tags; React 19 hoists them into <head>. */
export function PageMeta({ title, description, path, image, type = 'website', noIndex = false }: PageMetaProps) {
  const serverRender = useServerRender();
  const canonical = path === undefined ? undefined : absolute(path);
  // The server writes a page's tags into the HTML for crawlers; from here on React owns the head.
  // Not the page's styles: a Nepali page's font (its stylesheet and the font's preload) stays, or
  // the text would fall back to a system font without Devanagari once the app has started.
  useEffect(() => {
    for (const element of document.head.querySelectorAll(SERVER_TAGS_REACT_REPLACES)) element.remove();
  }, []);
  // The server's render fills #root only; the head is the server's (seo module) until the app runs.
  if (serverRender) return null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {noIndex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={shopName()} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {image ? <meta property="og:image" content={absolute(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
