// Public surface of the payments module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as paymentsRoutes } from './routes.js';
export type { OrderForPayment, PaymentProvider, PaymentStarted, PaymentVerdict } from './provider.js';
export { codPaymentStart } from './cod.js';
export { PaymentProviderError } from './providers/errors.js';
export { ESEWA_FORM_URL_TEST } from './providers/esewa-client.js';
export { esewaSign, esewaSignedMessage } from './providers/esewa-signature.js';
export { esewaSimulatorStore, offeredPaymentProvider, paymentProviders } from './registry.js';
// The in-process fetch the simulators answer through (the CBMS simulator's too, modules/cbms).
export { injectFetch } from './inject-fetch.js';
