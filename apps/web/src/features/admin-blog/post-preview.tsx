import type { BlogPostContent } from '@pasal/contract';
import { useMemo } from 'react';
import { DEVANAGARI_FIRST } from '../../components/devanagari';
import { previewHtml } from '../admin-pages';
import { ArticleContent } from '../content';

/**
 * The post as the shop will show it once published, English then Nepali (a blank Nepali text shows
 * the English, as on the shop). Links are drawn but the preview is not the shop.
 */
export function PostPreview({ post }: { post: BlogPostContent }) {
  const english = useMemo(() => previewHtml(post.body_en), [post.body_en]);
  const nepali = useMemo(() => (post.body_ne.trim() ? previewHtml(post.body_ne) : null), [post.body_ne]);
  const sides = [
    {
      key: 'en',
      label: 'English',
      title: post.title_en,
      excerpt: post.excerpt_en,
      alt: post.cover_alt_en,
      category: post.category_en,
      html: english,
      lang: 'en',
    },
    {
      key: 'ne',
      label: nepali ? 'Nepali' : 'Nepali (no Nepali text written: the English shows)',
      title: post.title_ne || post.title_en,
      excerpt: post.excerpt_ne || post.excerpt_en,
      alt: post.cover_alt_ne || post.cover_alt_en,
      category: post.category_ne || post.category_en,
      html: nepali ?? english,
      lang: nepali ? 'ne' : 'en',
    },
  ];
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {sides.map((side) => (
        <section
          key={side.key}
          aria-label={`Preview in ${side.key === 'en' ? 'English' : 'Nepali'}`}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 sm:p-8"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{side.label}</p>
          {/* The shop's full Devanagari font: an English screen's [lang=ne] rule holds only a few letters. */}
          <div lang={side.key} style={side.key === 'ne' ? DEVANAGARI_FIRST : undefined}>
            {side.category ? (
              <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {side.category}
              </p>
            ) : null}
            <h2 className="mt-2 text-2xl font-bold text-ink">{side.title || 'Untitled post'}</h2>
            {side.excerpt ? <p className="mt-2 text-slate-600">{side.excerpt}</p> : null}
            {post.cover ? (
              <img
                src={post.cover}
                alt={side.alt}
                className="mt-4 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
              />
            ) : null}
            {/* Only where the text's language differs from the side's: the English shown for no Nepali. */}
            <div lang={side.lang === side.key ? undefined : side.lang} className="mt-2">
              {side.html ? (
                <ArticleContent html={side.html} sanitized />
              ) : (
                <p className="mt-4 text-slate-600">Nothing written yet.</p>
              )}
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
