import { describe, expect, it } from 'vitest';
import {
  adminQuestionListQuerySchema,
  adminReviewListQuerySchema,
  hideReviewSchema,
  MODERATION_MESSAGES,
  reviewReplySchema,
  staffAnswerSchema,
} from './admin-moderation.js';
import { INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('staff moderation forms', () => {
  it('trims the texts and requires them', () => {
    expect(hideReviewSchema.parse({ reason: '  Spam  ' })).toEqual({ reason: 'Spam' });
    expect(firstMessage(hideReviewSchema.safeParse({ reason: ' ' }))).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(firstMessage(reviewReplySchema.safeParse({}))).toBe(MODERATION_MESSAGES.replyRequired);
    expect(firstMessage(staffAnswerSchema.safeParse({ answer: '\n' }))).toBe(MODERATION_MESSAGES.answerRequired);
  });

  it('limits their length', () => {
    expect(hideReviewSchema.safeParse({ reason: 'r'.repeat(500) }).success).toBe(true);
    expect(firstMessage(hideReviewSchema.safeParse({ reason: 'r'.repeat(501) }))).toBe(
      MODERATION_MESSAGES.reasonTooLong,
    );
    expect(reviewReplySchema.safeParse({ reply: 'r'.repeat(2000) }).success).toBe(true);
    expect(firstMessage(reviewReplySchema.safeParse({ reply: 'r'.repeat(2001) }))).toBe(
      MODERATION_MESSAGES.replyTooLong,
    );
    expect(firstMessage(staffAnswerSchema.safeParse({ answer: 'a'.repeat(2001) }))).toBe(
      MODERATION_MESSAGES.answerTooLong,
    );
  });

  it('refuses characters no field can hold, keeps line breaks and other text as typed', () => {
    expect(firstMessage(reviewReplySchema.safeParse({ reply: 'a\u0000b' }))).toBe(INVALID_TEXT_CHARACTERS);
    expect(firstMessage(staffAnswerSchema.safeParse({ answer: 'a\uD800b' }))).toBe(INVALID_TEXT_CHARACTERS);
    expect(reviewReplySchema.parse({ reply: 'Thanks!\n<b>Namaste</b> 🙏' }).reply).toBe('Thanks!\n<b>Namaste</b> 🙏');
  });
});

describe('staff list queries', () => {
  it('reads filters from the address', () => {
    expect(adminReviewListQuerySchema.parse({ rating: '4', visibility: 'hidden', product: ' a55 ' })).toEqual({
      rating: 4,
      visibility: 'hidden',
      product: 'a55',
      page: 1,
    });
    expect(adminReviewListQuerySchema.safeParse({ rating: '0' }).success).toBe(false);
    expect(adminReviewListQuerySchema.safeParse({ visibility: 'all' }).success).toBe(false);
    expect(adminQuestionListQuerySchema.parse({ status: 'unanswered', page: '3' })).toEqual({
      status: 'unanswered',
      page: 3,
    });
    expect(adminQuestionListQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
  });
});
