import type { FaqDraft, ServicesDraft } from '@pasal/contract';
import type { ReactNode } from 'react';
import { DEVANAGARI_FIRST } from '../../components/devanagari';
import { FaqBrowser, ownFaqEntries, ownServiceCards, ServiceCards } from '../content';

// The FAQ's questions and the Services page's cards as the shop will show them once published,
// English then Nepali (an item's English again, as on the shop, when its Nepali is blank). Links
// are drawn but the preview is not the shop.

const asWritten = (text: string) => text;

function Sides({ children }: { children: (nepali: boolean) => ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      {[false, true].map((nepali) => (
        <section
          key={String(nepali)}
          aria-label={`Preview in ${nepali ? 'Nepali' : 'English'}`}
          lang={nepali ? 'ne' : 'en'}
          style={nepali ? DEVANAGARI_FIRST : undefined}
          className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-8"
        >
          <p lang="en" className="mb-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {nepali ? 'Nepali' : 'English'}
          </p>
          {children(nepali)}
        </section>
      ))}
    </div>
  );
}

export function FaqPreview({ doc }: { doc: FaqDraft }) {
  if (doc.entries.length === 0) return <p className="text-sm text-slate-700">No questions yet.</p>;
  return (
    <Sides>
      {(nepali) => (
        <div className="mx-auto max-w-3xl">
          <FaqBrowser entries={ownFaqEntries(doc, nepali)} />
        </div>
      )}
    </Sides>
  );
}

export function ServicesPreview({ doc }: { doc: ServicesDraft }) {
  if (doc.cards.length === 0) return <p className="text-sm text-slate-700">No cards yet.</p>;
  return <Sides>{(nepali) => <ServiceCards cards={ownServiceCards(doc, nepali)} words={asWritten} />}</Sides>;
}

/** A text too long or with characters not allowed: the form marks it when saved. */
export function PreviewBlocked() {
  return (
    <p className="text-sm text-slate-700">
      Some text is too long or holds characters that are not allowed. Save the draft to see which, then preview.
    </p>
  );
}
