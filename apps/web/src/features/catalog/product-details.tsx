import type { Product } from '@pasal/contract';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { fallbackLang, localText, t } from '../../i18n';
import { QuestionsTab, ReviewsTab } from '../reviews';
import { StructuredSpecifications } from './structured-specifications';

type TabValue = 'specifications' | 'reviews' | 'questions';

/**
 * Returning from login with state 'review' or 'qna' lands on that tab, where its dialog opens
 * (docs/rules/catalogue.md#product-page).
 */
function initialTab(state: unknown): TabValue {
  if (state === 'review') return 'reviews';
  if (state === 'qna') return 'questions';
  return 'specifications';
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The product page under its first screen: description, then specifications, reviews and questions in tabs. */
export function ProductDetails({ product }: { product: Product }) {
  const location = useLocation();
  const [tab, setTab] = useState<TabValue>(() => initialTab(location.state));
  const tabClass =
    'relative -mb-px flex-1 border-b-2 border-transparent px-2 py-3 text-center text-sm leading-tight font-semibold sm:flex-none sm:px-4 text-slate-600 transition hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-700';
  return (
    <>
      <section aria-labelledby="description-heading" className="mt-12">
        <h2 id="description-heading" className="text-xl font-bold text-ink">
          {t('product.descriptionHeading')}
        </h2>
        <div
          lang={fallbackLang(product.long_description_ne)}
          className="mt-3 max-w-3xl space-y-4 text-base leading-7 text-slate-700"
        >
          {paragraphs(localText(product.long_description, product.long_description_ne)).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)} className="mt-12">
        <Tabs.List aria-label={t('product.detailsTabs')} className="flex border-b border-slate-200">
          <Tabs.Trigger value="specifications" className={tabClass}>
            {t('product.specificationsTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={tabClass}>
            {t('product.reviewsTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="questions" className={tabClass}>
            {t('product.questionsTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="specifications" className="pt-6 focus-visible:outline-none">
          <StructuredSpecifications attributes={product.attributes ?? []} />
          {product.specifications.length > 0 ? (
            <table
              className={`w-full max-w-3xl overflow-hidden rounded-xl text-left text-sm ${product.attributes?.length ? 'mt-6' : ''}`}
            >
              <caption className="sr-only">{t('product.specificationsCaption', { name: product.name })}</caption>
              <tbody>
                {product.specifications.map((spec, index) => (
                  <tr key={`${spec.title}-${index}`} className="odd:bg-slate-50">
                    <th scope="row" className="w-2/5 px-4 py-3 align-top font-medium text-slate-700">
                      {localText(spec.title, spec.title_ne)}
                    </th>
                    <td lang={fallbackLang(spec.answer_ne)} className="px-4 py-3 text-ink">
                      {localText(spec.answer, spec.answer_ne)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : product.attributes?.length ? null : (
            <p className="text-slate-600">{t('product.noSpecifications')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="reviews" className="pt-6 focus-visible:outline-none">
          <ReviewsTab product={product} />
        </Tabs.Content>
        <Tabs.Content value="questions" className="pt-6 focus-visible:outline-none">
          <QuestionsTab product={product} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
