import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_IMAGE_SIZE, type BlogPost } from '../../content/blog-posts';
import { t } from '../../i18n';
import { formatPostDate } from './blog';

export function BlogCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <img
          src={post.image}
          alt=""
          width={BLOG_IMAGE_SIZE.width}
          height={BLOG_IMAGE_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{post.category}</span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
        </div>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-ink">
          <Link to={`/blogs/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
          {t('content.blogReadMore')}
        </p>
      </div>
    </article>
  );
}
