import type { ContentPageSlug, PublishedContentPage } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { contentPageQuery } from '../../api/content-pages';
import { activeLocale, t } from '../../i18n';
import { ArticleContent } from './article-content';
import { formatPostDate } from './blog';
import { container, PageHeader } from './page-header';

/**
 * The owner's published version of a built-in page (issue #32), or null while there is none (and
 * while it is being asked for: the built-in page shows meanwhile, which is what a shop that has
 * published nothing shows anyway). The server's first screen has it already.
 */
export function useOwnerPage(slug: ContentPageSlug): PublishedContentPage | null {
  return useQuery(contentPageQuery(slug)).data ?? null;
}

/** The day in Nepal (UTC+5:45) of an instant, as YYYY-MM-DD. */
const nepalDay = (instant: string) => new Date(Date.parse(instant) + 345 * 60_000).toISOString().slice(0, 10);

/**
 * The owner's page under the built-in page's title: the sanitised HTML in the page's language (the
 * English, marked as such, when no Nepali was written), then what the page must always show.
 */
export function OwnerPage({
  page,
  eyebrow,
  title,
  after,
}: {
  page: PublishedContentPage;
  eyebrow: string;
  title: string;
  after?: ReactNode;
}) {
  const nepali = activeLocale() === 'ne';
  const html = nepali ? (page.html_ne ?? page.html_en) : page.html_en;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        <p className="text-sm text-slate-600">
          {t('content.lastUpdated', { date: formatPostDate(nepalDay(page.published_at)) })}
        </p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <div className="max-w-3xl" lang={nepali && page.html_ne === null ? 'en' : undefined}>
          <ArticleContent html={html} sanitized />
        </div>
        {after ? <div className="mt-10">{after}</div> : null}
      </div>
    </>
  );
}
