import type { MailMessage } from '../../src/lib/mailer.js';
import type { TestContext } from '../test-app.js';

/**
 * The e-mails to `to` whose subject matches, once the mail outbox has sent everything queued so far
 * (queued mail leaves a moment after its commit; draining makes the test wait for it).
 */
export async function mailSentTo(context: TestContext, to: string, subject: RegExp): Promise<MailMessage[]> {
  await context.app.services.mailOutbox.drain();
  return context.mail.filter((message) => message.to === to && subject.test(message.subject));
}
