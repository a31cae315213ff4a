// The Nepali of the refusal codes (packages/contract/src/refusals): a file of their own, fetched by
// a Nepali page only when a refusal with a code arrives (api/http.ts, i18n/index.ts loadRefusalTexts).
export { NE_REFUSALS as refusalTexts } from '@pasal/contract';
