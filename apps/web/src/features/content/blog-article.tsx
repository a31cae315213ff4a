import { ArrowLeft, CalendarDays, ChevronLeft, ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_IMAGE_SIZE } from '../../content/blog-posts';
import { shopLogo, shopName, t } from '../../i18n';
import { ArticleContent } from './article-content';
import { formatPostDate } from './blog';
import { blogListHref } from './blog-sidebar';
import { JsonLd } from './json-ld';
import { PageMeta } from './page-meta';

/** A post as its page draws it, built in or the owner's. */
export interface BlogArticleView {
  id: number;
  title: string;
  excerpt: string;
  /** The post's text as HTML; `sanitized` when the server already made it safe (the owner's posts). */
  html: string;
  sanitized: boolean;
  /** 'en' when a Nepali page shows the English text (no Nepali was written). */
  textLang?: 'en' | undefined;
  image: string;
  imageAlt: string;
  author: string;
  date: string;
  category: string;
  tags: string[];
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** One blog post's page (docs/rules/content.md#blog): header, cover, text, tags, previous and next. */
export function BlogArticle({ post }: { post: BlogArticleView }) {
  const { previous, next } = post;
  const origin = window.location.origin;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [`${origin}${post.image}`],
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: shopName(),
      // The owner's uploaded logo, else the standard mark.
      logo: { '@type': 'ImageObject', url: `${origin}${shopLogo()?.src ?? '/favicon.svg'}` },
    },
    mainEntityOfPage: `${origin}/blogs/${post.id}`,
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta title={post.title} description={post.excerpt} />
      <JsonLd data={article} />

      <Link to="/blogs" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('content.blogBack')}
      </Link>

      <header className="mt-6">
        <Link
          to={blogListHref({ category: post.category })}
          className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
        >
          {post.category}
        </Link>
        <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('content.blogAuthor')}</span>
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('content.blogPublishedOn')}</span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
        </p>
      </header>

      <img
        src={post.image}
        alt={post.imageAlt}
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        fetchPriority="high"
        className="mt-8 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
      />

      <div className="mt-6" lang={post.textLang}>
        <ArticleContent html={post.html} sanitized={post.sanitized} />
      </div>

      <footer className="mt-10 border-t border-slate-200 pt-6">
        <h2 className="text-sm font-semibold text-ink">{t('content.blogTags')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={blogListHref({ tag })}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>

        <nav aria-label={t('content.blogMoreArticles')} className="mt-10 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <Link
              to={`/blogs/${previous.id}`}
              rel="prev"
              className="group rounded-2xl border border-slate-200 p-5 transition hover:border-brand-700"
            >
              <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-slate-600 uppercase">
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('content.blogPreviousArticle')}
              </span>
              <span className="mt-2 block font-semibold text-ink group-hover:text-brand-700">{previous.title}</span>
            </Link>
          ) : (
            <span className="hidden sm:block" />
          )}
          {next ? (
            <Link
              to={`/blogs/${next.id}`}
              rel="next"
              className="group rounded-2xl border border-slate-200 p-5 text-right transition hover:border-brand-700"
            >
              <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-slate-600 uppercase">
                {t('content.blogNextArticle')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-2 block font-semibold text-ink group-hover:text-brand-700">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </footer>
    </article>
  );
}
