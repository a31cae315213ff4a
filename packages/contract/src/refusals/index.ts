// Refusals by code (issue #31): the catalogue (kinds, English) and the code's parameters' types.
// The Nepali is reached through the Nepali message table (i18n/messages-ne.ts), not from here.
export {
  REFUSALS,
  REFUSAL_STATUS,
  isRefusalCode,
  refusalInEnglish,
  type CodedRefusal,
  type RefusalCode,
  type RefusalKind,
  type RefusalParams,
} from './refusal-catalogue.js';
export { fillRefusal } from './fill-refusal.js';
