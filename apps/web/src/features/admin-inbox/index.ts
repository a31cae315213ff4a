// The inbox's public face (issue #21): the staff messages and newsletter screens, and the shopper's
// unsubscribe page.
export { Messages } from './messages';
export { Subscribers } from './subscribers';
export { UnsubscribePage } from './unsubscribe-page';
