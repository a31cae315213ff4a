import type { FaqDraft, ServiceIcon, ServicesDraft } from '@pasal/contract';
import { faqEntries } from '../../content/faq';
import { faqEntriesNe } from '../../content/ne/faq';
import { serviceTextsNe } from '../../content/ne/services';
import { inShopWords, type ShopFacts } from '../../content/policy-facts';
import { SERVICE_ICON_PARTS } from '../../content/service-icons';
import { servicesFor } from '../../content/services';

// "Start from the built-in text" (issue #32) for the list pages: today's built-in questions and
// cards in both languages, worded with this shop's settings and naming this shop (inShopWords), so
// the owner edits rather than starts from nothing.

export function builtinFaq(facts: ShopFacts): FaqDraft {
  const nepali = faqEntriesNe(facts);
  return {
    entries: faqEntries(facts).map((entry) => {
      const ne = nepali.find((candidate) => candidate.id === entry.id);
      return {
        category: entry.category,
        question: entry.question,
        question_ne: ne?.question ?? '',
        answer: inShopWords(entry.answer, facts, 'en'),
        answer_ne: ne ? inShopWords(ne.answer, facts, 'ne') : '',
      };
    }),
  };
}

const ICONS = Object.entries(SERVICE_ICON_PARTS) as [ServiceIcon, (typeof SERVICE_ICON_PARTS)[ServiceIcon]][];

export function builtinServices(facts: ShopFacts): ServicesDraft {
  const nepali = serviceTextsNe(facts);
  return {
    cards: servicesFor(facts).map((service) => {
      const ne = nepali.find((candidate) => candidate.id === service.id);
      return {
        icon: ICONS.find(([, parts]) => parts.Icon === service.Icon)?.[0] ?? 'headset',
        title: service.title,
        title_ne: ne?.title ?? '',
        description: inShopWords(service.description, facts, 'en'),
        description_ne: ne ? inShopWords(ne.description, facts, 'ne') : '',
      };
    }),
  };
}
