// The response schemas live in the contract (packages/contract review-responses.ts, api-responses.ts),
// next to the types they describe; re-exported here for the routes that import them from this module.
export {
  apiErrorSchema as errorSchema,
  questionListSchema,
  questionSavedSchema,
  reviewListSchema,
  reviewSavedSchema,
} from '@pasal/contract';

/** Rate-limit key of a signed-in person's writes: their account, whatever address they use. */
export function perUserKey(request: { user: { userId: number } | null; ip: string }): string {
  return request.user ? `user:${request.user.userId}` : `ip:${request.ip}`;
}
