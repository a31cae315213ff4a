import type { FaqDraft, ServicesDraft } from '@pasal/contract';
import type { LucideIcon } from 'lucide-react';
import type { FaqEntry } from '../../content/faq';
import { SERVICE_ICON_PARTS } from '../../content/service-icons';

// The owner's FAQ and Services cards (issue #32) as the shop draws them, in the page's language: an
// item with no Nepali written shows its English, marked as such. Used by /faq and /services and by
// the back office's preview of them.

export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  Icon: LucideIcon;
  /** 'en' on a Nepali page when the owner wrote no Nepali for the card. */
  lang?: 'en';
}

export function ownFaqEntries(own: Pick<FaqDraft, 'entries'>, nepali: boolean): FaqEntry[] {
  return own.entries.map((entry, index) => {
    const english = nepali && (entry.question_ne === '' || entry.answer_ne === '');
    return {
      id: index + 1,
      category: entry.category,
      question: nepali && !english ? entry.question_ne : entry.question,
      answer: nepali && !english ? entry.answer_ne : entry.answer,
      ...(english ? { lang: 'en' as const } : {}),
    };
  });
}

export function ownServiceCards(own: Pick<ServicesDraft, 'cards'>, nepali: boolean): ServiceCard[] {
  return own.cards.map((card, index) => {
    const english = nepali && (card.title_ne === '' || card.description_ne === '');
    return {
      id: index + 1,
      title: nepali && !english ? card.title_ne : card.title,
      description: nepali && !english ? card.description_ne : card.description,
      Icon: SERVICE_ICON_PARTS[card.icon].Icon,
      ...(english ? { lang: 'en' as const } : {}),
    };
  });
}
