import type { ContentPageDraft } from '@pasal/contract';
import { useMemo } from 'react';
import { DEVANAGARI_FIRST } from '../../components/devanagari';
import { ArticleContent } from '../content';
import { previewHtml } from './page-markdown';

/**
 * The page as the shop will show it once published, English then Nepali (the English again, as
 * on the shop, when no Nepali is written). Links are drawn but the preview is not the shop.
 */
export function PagePreview({ title, body }: { title: string; body: ContentPageDraft }) {
  const english = useMemo(() => previewHtml(body.body_en), [body.body_en]);
  const nepali = useMemo(() => (body.body_ne.trim() ? previewHtml(body.body_ne) : null), [body.body_ne]);
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {[
        { key: 'en', label: 'English', html: english, lang: 'en' },
        {
          key: 'ne',
          label: nepali ? 'Nepali' : 'Nepali (no Nepali written: the English shows)',
          html: nepali ?? english,
          lang: nepali ? 'ne' : 'en',
        },
      ].map((side) => (
        <section
          key={side.key}
          aria-label={`Preview in ${side.key === 'en' ? 'English' : 'Nepali'}`}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 sm:p-8"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{side.label}</p>
          <h2 className="mt-2 text-2xl font-bold text-ink">{title}</h2>
          {/* The shop's full Devanagari font: an English screen's [lang=ne] rule holds only a few letters. */}
          <div lang={side.lang} className="mt-2" style={side.lang === 'ne' ? DEVANAGARI_FIRST : undefined}>
            {side.html ? (
              <ArticleContent html={side.html} sanitized />
            ) : (
              <p className="text-slate-600">Nothing written yet.</p>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
