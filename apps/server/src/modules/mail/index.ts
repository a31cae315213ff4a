// Public surface of the mail module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export {
  createMailOutbox,
  queueMailJsonSql,
  queueMailSql,
  type MailOutbox,
  type MailTemplate,
  type OutboxMessage,
} from './outbox.js';
export { default as demoInboxRoutes, DEMO_MAIL_PATH, demoMailEnabled } from './demo-inbox.js';
// Erasing an account on request: its waiting e-mails go (the customers module calls it).
export { dropQueuedMailTo } from './erase.js';
