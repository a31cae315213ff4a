// The payment link's page (issue #36): an order staff took by phone, paid without signing in.
export { PayLinkPage } from './pay-link-page';
