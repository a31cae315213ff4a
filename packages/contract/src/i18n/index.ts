// Nepali for the shared messages; zod-free, so the browser can carry it cheaply.
export {
  translateMessage,
  wordRefusal,
  hasNepali,
  setMessageTable,
  setRefusalTexts,
  type MessageLocale,
  type MessageTable,
} from './translate.js';
export { NEPALI_MESSAGE_TABLE } from './messages-ne.js';
export { NE_REFUSALS } from '../refusals/refusal-texts-ne.js';
// The Latin-script words left in a Nepali text (tests of Nepali e-mails and pages, issue #30).
export { latinWords } from './latin-words.js';
// Fills in a compiled catalogue message: the web's t() and the server's e-mails and SMS.
export {
  formatMessage,
  numberingFor,
  type CompiledMessage,
  type MessageValues,
  type Numbering,
} from './message-format.js';
