import {
  ADMIN_MODERATION_PATHS,
  type AdminQuestionAnswered,
  type AdminQuestionList,
  type AdminQuestionListQuery,
  type AdminReviewChanged,
  type AdminReviewDeleted,
  type AdminReviewList,
  type AdminReviewListQuery,
  type AdminReviewReplied,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/catalog';
import { ApiError, apiRequest } from '../../api/http';
import { feedbackKeys } from '../reviews';

// Reviews and questions in the back office (staff). Customers post and staff members act at any
// moment, so the lists are read again on every visit and after every change.

export type ReviewListQuery = AdminReviewListQuery;
export type QuestionListQuery = AdminQuestionListQuery;

const moderationKeys = {
  reviews: () => ['admin-reviews'] as const,
  reviewPage: (query: ReviewListQuery) => ['admin-reviews', query] as const,
  questions: () => ['admin-questions'] as const,
  questionPage: (query: QuestionListQuery) => ['admin-questions', query] as const,
};

const adminReviewsQuery = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: moderationKeys.reviewPage(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminReviewList>(ADMIN_MODERATION_PATHS.reviews, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminReviews(query: ReviewListQuery) {
  return useQuery(adminReviewsQuery(query));
}

/** After a change to a review: the staff list, the product's public reviews and its rating. */
function useReviewMutation<Vars, Answer>(send: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reviews() });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.allReviews() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

export const useHideReview = () =>
  useReviewMutation(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<AdminReviewChanged>(ADMIN_MODERATION_PATHS.hide(id), { method: 'POST', body: { reason } }),
  );

export const useShowReview = () =>
  useReviewMutation((id: number) =>
    apiRequest<AdminReviewChanged>(ADMIN_MODERATION_PATHS.show(id), { method: 'POST' }),
  );

export const useDeleteReview = () =>
  useReviewMutation(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<AdminReviewDeleted>(ADMIN_MODERATION_PATHS.delete(id), { method: 'POST', body: { reason } }),
  );

export const useSaveReply = () =>
  useReviewMutation(({ id, reply }: { id: number; reply: string | null }) =>
    reply === null
      ? apiRequest<AdminReviewReplied>(ADMIN_MODERATION_PATHS.reply(id), { method: 'DELETE' })
      : apiRequest<AdminReviewReplied>(ADMIN_MODERATION_PATHS.reply(id), { method: 'PUT', body: { reply } }),
  );

const adminQuestionsQuery = (query: QuestionListQuery) =>
  queryOptions({
    queryKey: moderationKeys.questionPage(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminQuestionList>(ADMIN_MODERATION_PATHS.questions, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminQuestions(query: QuestionListQuery) {
  return useQuery(adminQuestionsQuery(query));
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest<AdminQuestionAnswered>(ADMIN_MODERATION_PATHS.answer(id), { method: 'PUT', body: { answer } }),
    // Resolves once the list is read again: the answered row moves (unanswered come first), and
    // the screen puts focus back on it only after it has moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.questions() }),
        queryClient.invalidateQueries({ queryKey: feedbackKeys.allQuestions() }),
      ]),
  });
}

/** The server's message for one field of a refused form, else null. */
export function fieldError(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.body.errors?.[field] ?? null) : null;
}
