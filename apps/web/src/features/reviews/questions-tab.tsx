import type { Product } from '@pasal/contract';

/** Product page 'Questions & Answers' tab: list, 'Ask a question' and its dialog. */
export function QuestionsTab(_props: { product: Product }) {
  return null;
}
