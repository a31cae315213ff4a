// Reviews and questions (issue #21): the product page's tabs (in its lazy details chunk).
export { QuestionsTab } from './questions-tab';
export { ReviewsTab } from './reviews-tab';
export { feedbackKeys } from './api';
