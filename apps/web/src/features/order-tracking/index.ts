// Public order tracking (issue #36): the form and the tracked order, for routes/track.tsx.
export { OrderTracker } from './order-tracker';
