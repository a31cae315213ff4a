import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BlogPost } from '../../content/blog-posts';
import { t } from '../../i18n';
import { BLOG_PAGE_SIZE, filterPosts, paginate } from './blog';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import { BlogSidebar } from './blog-sidebar';
import { localDigits } from '../../components/locale-format';
import { withMarkup } from './localize';

/** The English text (what tests look for); the page shows the active language's (t()). */
export const BLOG_EMPTY_TEXT = 'No blog posts found matching your search.';

/**
 * The blog list (docs/rules/content.md#blog): search, ?tag= and ?category= filters and ?page= live
 * in the URL so Back and shared links work.
 */
export function BlogIndex({ posts }: { posts: readonly BlogPost[] }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const tag = params.get('tag') ?? undefined;
  const category = params.get('category') ?? undefined;
  const matches = filterPosts(posts, { query, tag, category });
  const { items, page, totalPages } = paginate(matches, Number(params.get('page') ?? '1'), BLOG_PAGE_SIZE);
  const searchId = useId();

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const text = next.toString();
    return text ? `/blogs?${text}` : '/blogs';
  };

  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const first = (page - 1) * BLOG_PAGE_SIZE + 1;
  const last = first + items.length - 1;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('content.blogSearchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('content.blogSearchPlaceholder')}
            className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>

        {tag || category ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{t('content.blogShowingPosts')}</span>
            {category ? (
              <span>
                {withMarkup(t('content.blogInCategory', { category }), (text) => (
                  <strong className="text-ink">{text}</strong>
                ))}
              </span>
            ) : null}
            {tag ? (
              <span>
                {withMarkup(t('content.blogTagged', { tag }), (text) => (
                  <strong className="text-ink">{text}</strong>
                ))}
              </span>
            ) : null}
            <Link
              to={query ? `/blogs?q=${encodeURIComponent(query)}` : '/blogs'}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium hover:border-brand-700 hover:text-brand-700"
            >
              <X aria-hidden="true" className="size-3.5" />
              {t('content.blogClearFilter')}
            </Link>
          </div>
        ) : null}

        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {matches.length === 0
            ? ''
            : t('content.blogShowing', {
                first: localDigits(first),
                last: localDigits(last),
                count: matches.length,
                total: localDigits(matches.length),
              })}
        </p>

        {items.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">
            {t('content.blogEmpty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {items.map((post, index) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}

        <BlogPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </div>

      <BlogSidebar posts={posts} activeTag={tag} activeCategory={category} />
    </div>
  );
}
