// Shared test helpers for the web app (issue #21): one fake API (MSW), sessions, fixtures and
// render helpers. Only test files import these; lint keeps production code out.
export { answer, connectionLost, fakeApi, on, serveApi } from './api';
export {
  adminSettingsOf,
  counterCharger,
  kathmanduOrder,
  orderOf,
  product,
  quoteOf,
  staffOrderOf,
  summary,
} from './fixtures';
export { page, probe, renderAt, renderOnProductPage, renderRoutes, withQueryClient } from './render';
export { server } from './server';
export { profile, resetSession, shopper, signIn, signInAs, signOut } from './session';
