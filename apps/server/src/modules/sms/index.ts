// Public surface of the SMS module (issue #36): other modules import only this file
// (eslint/server-boundaries.js). The table is read through db/schema.ts.
export { createSmsOutbox, queueSmsJsonSql, smsRowsJson, type SmsOutbox } from './outbox.js';
export { demoSender, sparrowSender, type SmsMessage } from './senders.js';
export { smsParts } from './parts.js';
// Erasing an account on request: its text messages go (the customers module calls it).
export { dropTextMessagesOf } from './erase.js';
export { smsWords, type SmsWordId } from './words.js';
