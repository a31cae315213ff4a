import { useLocation } from 'react-router';

/** What a review or question button asks for when a visitor must sign in first (docs/rules/catalogue.md#reviews). */
export type FeedbackKind = 'review' | 'qna';

/** Navigation state for /login: come back here and open the matching dialog. */
export function loginState(pathname: string, kind: FeedbackKind) {
  return { redirect: pathname, type: kind };
}

/**
 * The dialog the router state asks for. The login page returns with the bare string
 * ('review' or 'qna', docs/rules/catalogue.md#product-page); an object { type } is accepted too.
 */
export function feedbackKindFromState(state: unknown): FeedbackKind | null {
  const value =
    typeof state === 'object' && state !== null && 'type' in state ? (state as { type: unknown }).type : state;
  return value === 'review' || value === 'qna' ? value : null;
}

/** The product page tab that holds a dialog. */
export type FeedbackTab = 'reviews' | 'questions';

function tabForKind(kind: FeedbackKind): FeedbackTab {
  return kind === 'review' ? 'reviews' : 'questions';
}

/**
 * For the product page: the tab to show on arrival when the router state asks for a review or
 * question dialog ('reviews' or 'questions'), otherwise null. The dialogs live inside the tabs,
 * so the page must switch to that tab for the dialog to open.
 */
export function useReviewTabFromState(): FeedbackTab | null {
  const kind = feedbackKindFromState(useLocation().state);
  return kind ? tabForKind(kind) : null;
}
