import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { activeLocale } from '../../i18n';
import { sanitizeHtml } from './sanitize-html';

const articleStyles = [
  'text-base leading-7 text-slate-700',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:marker:text-brand-700',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-ink',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2',
  '[&_small]:text-sm [&_small]:text-slate-600',
].join(' ');

/**
 * A blog post's HTML after sanitising (docs/rules/content.md#blog). Links inside the shop open
 * without a full page reload. `sanitized`: HTML the server (or the shared page rules) already made
 * safe, the owner's pages; drawn as it is, which also lets the server's first screen draw it
 * (DOMPurify needs a browser's DOM).
 */
export function ArticleContent({ html, sanitized = false }: { html: string; sanitized?: boolean }) {
  const navigate = useNavigate();
  const clean = useMemo(() => (sanitized ? html : sanitizeHtml(html)), [html, sanitized]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only upgrades ordinary links; they stay keyboard-usable as links.
    <div
      // Numbered steps count १, २, ३ in Nepali articles.
      className={activeLocale() === 'ne' ? `${articleStyles} [&_ol]:[list-style-type:devanagari]` : articleStyles}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
