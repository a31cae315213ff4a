// Reviews and questions & answers on product pages (docs/rules/catalogue.md#reviews,
// docs/rules/catalogue.md#questions-and-answers): what a product page shows, without zod (the
// forms' and the server's schemas are in review-schemas.ts).

/** A person as the public sees them on a review or a question: never an e-mail or a phone. */
export interface PublicUser {
  first_name: string;
  last_name: string;
}

export interface Review {
  id: number;
  rating: number;
  review_text: string;
  /** True when the reviewer has a delivered order containing the product. */
  verified_purchase: boolean;
  created_at: string;
  updated_at: string;
  user: PublicUser;
  /** The shop's public reply, shown under the review as 'Reply from <shop name>'; null when none. */
  staff_reply: StaffReply | null;
  /**
   * The configuration the review is of ('12GB/512GB') when it is another configuration of the
   * product's family than the one listed (issue #35: a family's configurations share reviews).
   */
  configuration?: string | null;
}

export interface StaffReply {
  text: string;
  replied_at: string;
}

export interface Question {
  id: number;
  question: string;
  created_at: string;
  user: PublicUser;
  answer: string | null;
  answered_by: PublicUser | null;
  answered_at: string | null;
}

/** GET api/v1/reviews/?product_slug=&page= */
export interface ReviewList {
  data: Review[];
  count: number;
  page: number;
  total_pages: number;
  overall_rating: number;
  total_ratings: number;
  /** The signed-in caller's own review of this product (posting again updates it); null otherwise. */
  my_review: Review | null;
}

/** GET api/v1/questions/?product_slug=&page= */
export interface QuestionList {
  data: Question[];
  count: number;
  page: number;
  total_pages: number;
}

/** POST api/v1/reviews/ answer: the saved review and the product's new aggregates. */
export interface ReviewSaved {
  data: Review;
  /** False when the customer's earlier review of the product was updated. */
  created: boolean;
  overall_rating: number;
  total_ratings: number;
}

export const REVIEWS_PATH = '/api/v1/reviews/';
export const QUESTIONS_PATH = '/api/v1/questions/';
export const questionAnswerPath = (id: number) => `/api/v1/questions/${id}/answer/`;
export const QUESTION_PATHS = { answer: questionAnswerPath } as const;

export const REVIEWS_PAGE_SIZE = 10;
export const QUESTIONS_PAGE_SIZE = 10;
export const REVIEW_TEXT_MAX = 2000;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 1;

export const reviewMessages = {
  reviewTextRequired: 'Message is required',
  reviewTextTooLong: `Message must be at most ${REVIEW_TEXT_MAX} characters`,
  rating: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${QUESTION_MAX} characters`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${ANSWER_MAX} characters`,
  product: 'Product must be a product id',
  added: 'Your review added successfully!',
  questionSubmitted: 'Your question has been submitted!',
  failed: 'Something went wrong',
} as const;

// ---- display rules (docs/rules/catalogue.md#ratings) ----

/** Accessible name of the Nth star in the rating picker: '1 star', '2 stars', … */
export function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/** '(1 rating)', '(N ratings)' otherwise (including none): the spec's '(N rating)', in good English. */
export function ratingCountText(totalRatings: number): string {
  return `(${totalRatings} ${totalRatings === 1 ? 'rating' : 'ratings'})`;
}

/**
 * The rating the stars draw: rounded to the nearest half star (half up), within 0–5. 4.2 → 4,
 * 4.3 → 4.5, 4.75 → 5. Whole stars only would show a 4.3 as four and a 4.8 as a perfect five.
 */
export function halfStarRating(rating: number): number {
  const value = Math.min(RATING_MAX, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Math.round(value * 2 + 1e-9) / 2;
}

/** The label over a staff reply under a review. */
export function staffReplyLabel(shopName: string | null | undefined): string {
  const name = shopName?.trim();
  return name ? `Reply from ${name}` : 'Reply from the shop';
}

/** 'review' for exactly one rating, 'reviews' otherwise (including none). */
export function reviewWord(totalRatings: number): 'review' | 'reviews' {
  return totalRatings === 1 ? 'review' : 'reviews';
}

/** The average to one decimal: 4.25 → '4.3', 0 → '0.0'. */
export function formatAverageRating(overallRating: number): string {
  const clamped = Math.min(RATING_MAX, Math.max(0, Number.isFinite(overallRating) ? overallRating : 0));
  // Round half up on the two-decimal value the server stores (toFixed alone turns 4.25 into 4.2).
  return (Math.round(clamped * 10 + 1e-9) / 10).toFixed(1);
}

/** Dates in review and question lists: the first 10 characters of the timestamp (YYYY-MM-DD). */
export function listDate(timestamp: string): string {
  return timestamp.slice(0, 10);
}
