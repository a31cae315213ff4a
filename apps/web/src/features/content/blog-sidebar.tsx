import { Link } from 'react-router';
import type { BlogPost } from '../../content/blog-posts';
import { t } from '../../i18n';
import { categoryCounts, formatPostDate, recentPosts, tagCounts } from './blog';
import { localDigits } from '../../components/locale-format';

const box = 'rounded-2xl border border-slate-200 bg-white p-5';
const heading = 'text-base font-semibold text-ink';

export function blogListHref(params: { tag?: string; category?: string }): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.tag) search.set('tag', params.tag);
  const text = search.toString();
  return text ? `/blogs?${text}` : '/blogs';
}

/** Categories with counts, popular tags with counts, the 3 most recent posts (docs/rules/content.md#blog). */
export function BlogSidebar({
  posts,
  activeTag,
  activeCategory,
}: {
  posts: readonly BlogPost[];
  activeTag?: string;
  activeCategory?: string;
}) {
  const same = (a?: string, b?: string) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
  return (
    <aside aria-label={t('content.blogSidebar')} className="space-y-6">
      <section aria-labelledby="blog-categories" className={box}>
        <h2 id="blog-categories" className={heading}>
          {t('content.blogCategories')}
        </h2>
        <ul className="mt-3 space-y-1">
          {categoryCounts(posts).map(({ name, count }) => (
            <li key={name}>
              <Link
                to={blogListHref({ category: name })}
                aria-current={same(name, activeCategory) ? 'page' : undefined}
                className="flex items-center justify-between rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                <span>{name}</span>
                <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700">
                  {localDigits(count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="blog-tags" className={box}>
        <h2 id="blog-tags" className={heading}>
          {t('content.blogPopularTags')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tagCounts(posts).map(({ name, count }) => (
            <li key={name}>
              <Link
                to={blogListHref({ tag: name })}
                aria-current={same(name, activeTag) ? 'page' : undefined}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                #{name}
                <span className="sr-only">, </span>
                <span>({localDigits(count)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="blog-recent" className={box}>
        <h2 id="blog-recent" className={heading}>
          {t('content.blogRecentPosts')}
        </h2>
        <ul className="mt-3 space-y-4">
          {recentPosts(posts).map((post) => (
            <li key={post.id} className="flex gap-3">
              <img
                src={post.image}
                alt=""
                width={96}
                height={54}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
              <div className="min-w-0">
                <Link
                  to={`/blogs/${post.id}`}
                  className="line-clamp-2 text-sm font-medium text-ink hover:text-brand-700"
                >
                  {post.title}
                </Link>
                <time dateTime={post.date} className="mt-1 block text-xs text-slate-600">
                  {formatPostDate(post.date)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
