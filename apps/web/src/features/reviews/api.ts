import {
  QUESTIONS_PATH,
  REVIEWS_PATH,
  type CreateQuestionBody,
  type CreateReviewBody,
  type Question,
  type QuestionList,
  type ReviewList,
  type ReviewSaved,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/catalog';
import { apiRequest } from '../../api/http';

/** Exported (index.ts) for the back office's moderation, which refreshes every product's lists. */
export const feedbackKeys = {
  allReviews: () => ['reviews'] as const,
  reviews: (slug: string) => ['reviews', slug] as const,
  reviewPage: (slug: string, page: number, viewerId: number | null, verifiedOnly: boolean) =>
    ['reviews', slug, page, viewerId, verifiedOnly] as const,
  allQuestions: () => ['questions'] as const,
  questions: (slug: string) => ['questions', slug] as const,
  questionPage: (slug: string, page: number) => ['questions', slug, page] as const,
};

/** A page of a product's reviews; the viewer is part of the key because my_review depends on it. */
export const reviewsQuery = (slug: string, page: number, viewerId: number | null, verifiedOnly = false) =>
  queryOptions({
    queryKey: feedbackKeys.reviewPage(slug, page, viewerId, verifiedOnly),
    queryFn: ({ signal }) =>
      apiRequest<ReviewList>(REVIEWS_PATH, {
        query: { product_slug: slug, page, verified: verifiedOnly ? 1 : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const questionsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: feedbackKeys.questionPage(slug, page),
    queryFn: ({ signal }) => apiRequest<QuestionList>(QUESTIONS_PATH, { query: { product_slug: slug, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Posts a review (or updates the shopper's earlier one) and refreshes the lists and the product. */
export function useSubmitReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => apiRequest<ReviewSaved>(REVIEWS_PATH, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.reviews(slug) }),
        // The rating changed: the product page, cards, lists and 'highest_rating' sort (all under
        // catalogKeys.all, including the product page's catalogKeys.product(slug)).
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}

export function useSubmitQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) => apiRequest<{ data: Question }>(QUESTIONS_PATH, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.questions(slug) }),
  });
}
