import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema, contactPhoneProblem } from './contact.js';

const valid = { name: 'Sita Rai', email: 'sita@example.com', subject: 'Warranty', message: 'Is my phone covered?' };

function firstError(input: unknown): { path: string; message: string } | null {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('contact form rules', () => {
  it('accepts a message without a phone and defaults the phone to empty', () => {
    const result = contactMessageSchema.parse(valid);
    expect(result.phone).toBe('');
  });

  it('trims every field', () => {
    const result = contactMessageSchema.parse({ ...valid, name: '  Sita  ', phone: ' 9841234567 ' });
    expect(result.name).toBe('Sita');
    expect(result.phone).toBe('9841234567');
  });

  it.each([
    ['name', CONTACT_MESSAGES.nameRequired],
    ['email', CONTACT_MESSAGES.emailRequired],
    ['subject', CONTACT_MESSAGES.subjectRequired],
    ['message', CONTACT_MESSAGES.messageRequired],
  ])('requires %s (blank is not enough)', (field, message) => {
    expect(firstError({ ...valid, [field]: '   ' })).toEqual({ path: field, message });
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstError(rest)?.path).toBe(field);
  });

  it('rejects an invalid e-mail', () => {
    expect(firstError({ ...valid, email: 'not-an-email' })).toEqual({
      path: 'email',
      message: CONTACT_MESSAGES.emailInvalid,
    });
  });

  it('limits lengths', () => {
    expect(firstError({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name) })).toBeNull();
    expect(firstError({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name + 1) })?.message).toBe(
      CONTACT_MESSAGES.nameTooLong,
    );
    expect(firstError({ ...valid, subject: 'a'.repeat(CONTACT_LIMITS.subject + 1) })?.message).toBe(
      CONTACT_MESSAGES.subjectTooLong,
    );
    expect(firstError({ ...valid, message: 'a'.repeat(CONTACT_LIMITS.message + 1) })?.message).toBe(
      CONTACT_MESSAGES.messageTooLong,
    );
  });

  it('checks an optional phone as a 10-digit Nepali mobile number', () => {
    expect(contactPhoneProblem('')).toBeNull();
    expect(contactPhoneProblem('9841234567')).toBeNull();
    expect(contactPhoneProblem('9801234567')).toBeNull();
    expect(contactPhoneProblem('984123456')).toBe(CONTACT_MESSAGES.phoneDigits);
    expect(contactPhoneProblem('98412345678')).toBe(CONTACT_MESSAGES.phoneDigits);
    expect(contactPhoneProblem('98412a4567')).toBe(CONTACT_MESSAGES.phoneDigits);
    expect(contactPhoneProblem('0141234567')).toBe(CONTACT_MESSAGES.phoneNotMobile);
    expect(contactPhoneProblem('9871234567')).toBe(CONTACT_MESSAGES.phoneNotMobile);
    expect(firstError({ ...valid, phone: '12345' })).toEqual({ path: 'phone', message: CONTACT_MESSAGES.phoneDigits });
  });
});
