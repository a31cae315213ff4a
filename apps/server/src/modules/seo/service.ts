import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES } from '@pasal/contract';
import type { DbOrTx } from '../../db/connection.js';
import { localeAddress } from './page-locale.js';

export interface SitemapEntry {
  /** Path on the site, starting with '/'. */
  path: string;
  /** When the page last changed (products only). */
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** Pages every visitor can reach without signing in (docs/rules/content.md#routes), in sitemap order. */
export const STATIC_PAGES: SitemapEntry[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/products', changeFrequency: 'daily', priority: 0.9 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/faq', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/blogs', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/warranty', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms-and-conditions', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/sitemap', changeFrequency: 'monthly', priority: 0.2 },
];

/** Pages that only make sense for one shopper; crawlers have no business there. */
const PRIVATE_PATHS = ['/carts', '/checkout', '/wishlist', '/profile', '/payment-success', '/payment-failed', '/staff'];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * sitemaps.org XML for the given pages under the shop's public URL: every page in each language
 * (English at its path, Nepali with ?lang=ne), each listing all its languages as xhtml:link
 * alternates, as search engines ask for multilingual sites.
 */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [...LOCALES, 'x-default' as const].map((hreflang) => {
      const href = localeAddress(publicUrl, entry.path, hreflang === 'x-default' ? DEFAULT_LOCALE : hreflang);
      return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
    });
    return LOCALES.map((locale) => {
      const parts = [`<loc>${escapeXml(localeAddress(publicUrl, entry.path, locale))}</loc>`, ...alternates];
      if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`);
      if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join('')}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The category page of the storefront: /products with that category chosen. */
function categoryPath(name: string): string {
  return `/products?category=${encodeURIComponent(name)}`;
}

/**
 * Every page worth indexing: static pages, the blog posts the shop shows (`blogIds`), one per
 * category, one per product on sale.
 */
export async function sitemapEntries(db: DbOrTx, blogIds: readonly number[]): Promise<SitemapEntry[]> {
  // Read-only listing of what the catalogue module publishes (its own endpoints page 12 at a time).
  const categories = await db.execute<{ name: string }>(sql`SELECT name FROM categories ORDER BY position, id`);
  const products = await db.execute<{ slug: string; updated_at: Date | string }>(
    sql`SELECT slug, updated_at FROM products WHERE is_active ORDER BY id`,
  );
  return [
    ...STATIC_PAGES,
    ...blogIds.map((id) => ({ path: `/blogs/${id}`, changeFrequency: 'monthly' as const, priority: 0.5 })),
    ...categories.rows.map((row) => ({
      path: categoryPath(row.name),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...products.rows.map((row) => ({
      path: `/products/${encodeURIComponent(row.slug)}`,
      lastModified: new Date(row.updated_at),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}
