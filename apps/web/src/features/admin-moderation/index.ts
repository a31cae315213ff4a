// The moderation screens (issue #21), each mounted by its route under /staff.
export { QuestionModeration } from './question-moderation';
export { ReviewModeration } from './review-moderation';
