import { toDevanagariDigits } from '@pasal/contract';
import type { BlogPost } from '../../content/blog-posts';
import { activeLocale } from '../../i18n';
import { normalizeText } from './faq-filter';

// Pure rules of the blog list, 6 posts a page (docs/rules/content.md#blog).

export const BLOG_PAGE_SIZE = 6;

export interface BlogFilter {
  /** Text search over title, excerpt, category and tags. */
  query?: string;
  tag?: string;
  category?: string;
}

const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);

/** Newest first (ISO dates sort as text); ties by id, newest id first. */
function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  const words = normalizeText(filter.query ?? '')
    .split(' ')
    .filter(Boolean);
  return sortNewestFirst(posts).filter((post) => {
    if (filter.tag && !post.tags.some((tag) => same(tag, filter.tag!))) return false;
    if (filter.category && !same(post.category, filter.category)) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText([post.title, post.excerpt, post.category, ...post.tags].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** One page of items; an out-of-range page number is clamped to the nearest real page. */
export function paginate<T>(items: readonly T[], requestedPage: number, pageSize = BLOG_PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1), totalPages);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, totalPages };
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered buttons: always the first and last page, the current page with one neighbour on
 * each side, and an ellipsis for every gap of more than one page ("1 … 4 5 6 … 10").
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page++)
    if (page >= 1 && page <= totalPages) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push(items.length === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(page);
    previous = page;
  }
  return items;
}

export interface Count {
  name: string;
  count: number;
}

function countBy(values: string[]): Count[] {
  const counts = new Map<string, Count>();
  for (const value of values) {
    const key = normalizeText(value);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { name: value, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Sidebar: every category with its number of posts, most used first. */
export function categoryCounts(posts: readonly BlogPost[]): Count[] {
  return countBy(posts.map((post) => post.category));
}

/** Sidebar: the most used tags with their counts. */
export function tagCounts(posts: readonly BlogPost[], limit = 10): Count[] {
  return countBy(posts.flatMap((post) => post.tags)).slice(0, limit);
}

/** Sidebar: the 3 most recent posts. */
export function recentPosts(posts: readonly BlogPost[], limit = 3): BlogPost[] {
  return sortNewestFirst(posts).slice(0, limit);
}

/** Previous = the next older post, next = the next newer post (by date). */
export function adjacentPosts(
  posts: readonly BlogPost[],
  id: number,
): { previous: BlogPost | null; next: BlogPost | null } {
  const oldestFirst = sortNewestFirst(posts).reverse();
  const index = oldestFirst.findIndex((post) => post.id === id);
  if (index === -1) return { previous: null, next: null };
  return { previous: oldestFirst[index - 1] ?? null, next: oldestFirst[index + 1] ?? null };
}

export function findPost(posts: readonly BlogPost[], idParam: string | undefined): BlogPost | null {
  if (!idParam || !/^\d+$/.test(idParam)) return null;
  return posts.find((post) => post.id === Number(idParam)) ?? null;
}

const NEPALI_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/**
 * "14 September 2025"; in Nepali "१४ सेप्टेम्बर २०२५" (written out: not every runtime has Nepali
 * dates in Intl). Dates are calendar dates: no time zone shift.
 */
export function formatPostDate(isoDate: string, locale = activeLocale()): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (locale === 'ne') return toDevanagariDigits(`${day} ${NEPALI_MONTHS[month - 1]} ${year}`);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
