import { describe, expect, it } from 'vitest';
import {
  ADMIN_INBOX_MESSAGES,
  contactListQuerySchema,
  contactReplySchema,
  statusChangedMessage,
  subscriberListQuerySchema,
} from './admin-inbox.js';
import { newsletterSubscribeSchema, newsletterUnsubscribeQuerySchema } from '../newsletter/newsletter.js';

describe('statusChangedMessage', () => {
  it('names what happened, with leaving spam as "back to the inbox"', () => {
    expect(statusChangedMessage('read', 'spam')).toBe(ADMIN_INBOX_MESSAGES.markedSpam);
    expect(statusChangedMessage('spam', 'read')).toBe(ADMIN_INBOX_MESSAGES.notSpam);
    expect(statusChangedMessage('spam', 'unread')).toBe(ADMIN_INBOX_MESSAGES.notSpam);
    expect(statusChangedMessage('read', 'unread')).toBe(ADMIN_INBOX_MESSAGES.markedUnread);
    expect(statusChangedMessage('read', 'handled')).toBe(ADMIN_INBOX_MESSAGES.markedHandled);
    expect(statusChangedMessage('unread', 'read')).toBe(ADMIN_INBOX_MESSAGES.markedRead);
  });
});

describe('inbox schemas', () => {
  it('the reply is trimmed, required and at most 5000 characters', () => {
    expect(contactReplySchema.parse({ reply: '  Thanks!  ' })).toEqual({ reply: 'Thanks!' });
    expect(contactReplySchema.safeParse({ reply: ' ' }).error?.issues[0]?.message).toBe(
      ADMIN_INBOX_MESSAGES.replyRequired,
    );
    expect(contactReplySchema.safeParse({ reply: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      ADMIN_INBOX_MESSAGES.replyTooLong,
    );
  });

  it('list queries default to the inbox / newest, page 1', () => {
    expect(contactListQuerySchema.parse({})).toEqual({ view: 'inbox', page: 1 });
    expect(subscriberListQuerySchema.parse({ page: '3' })).toEqual({ sort: 'newest', page: 3 });
    expect(contactListQuerySchema.safeParse({ view: 'trash' }).success).toBe(false);
  });
});

describe('newsletter schemas', () => {
  it('a sign-up without a source comes from the home page; unknown sources are refused', () => {
    expect(newsletterSubscribeSchema.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
      source: 'home',
    });
    expect(newsletterSubscribeSchema.safeParse({ email: 'a@example.com', source: 'tv' }).success).toBe(false);
  });

  it('the unsubscribe link needs its token', () => {
    expect(newsletterUnsubscribeQuerySchema.safeParse({}).success).toBe(false);
    expect(newsletterUnsubscribeQuerySchema.parse({ token: ' 1.abc ' })).toEqual({ token: '1.abc' });
  });
});
