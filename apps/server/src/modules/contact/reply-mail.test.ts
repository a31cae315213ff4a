import { describe, expect, it } from 'vitest';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';
import { contactReplyMail } from './reply-mail.js';

// The staff reply to a contact message: the shop's own words around the reply are in the language
// the shopper wrote from (issue #30); the reply is as staff wrote it.

const original = {
  name: 'Hari Thapa',
  email: 'hari@example.com',
  subject: 'डेलिभरी',
  message: 'पोखरामा डेलिभरी हुन्छ?',
  created_at: '2026-11-24T06:30:00.000Z',
};
const shop = { shopName: 'Pasal Pro', shopEmail: 'help@pasal.example', staffName: 'Ram Sharma' };

describe('contact reply', () => {
  it('introduces the quote in English for a message written on an English page', () => {
    const mail = contactReplyMail(original, 'Yes, in 2 to 7 days.', shop, 'en');
    expect(mail.subject).toBe('Re: डेलिभरी');
    expect(mail.text).toContain('On 24 Nov 2026, 12:15 (Nepal time), Hari Thapa <hari@example.com> wrote:\n> पोखरामा');
  });

  it('introduces the quote in Nepali for a message written on a Nepali page', () => {
    const mail = contactReplyMail(original, 'हुन्छ, २ देखि ७ दिनमा।', shop, 'ne');
    expect(mail.replyTo).toBe('help@pasal.example');
    expect(mail.text).toBe(
      [
        'हुन्छ, २ देखि ७ दिनमा।',
        '',
        '--',
        'Ram Sharma',
        'Pasal Pro',
        '',
        '२०८३ मंसिर ८ (२४ नोभेम्बर २०२६), १२:१५ (नेपाल समय) मा Hari Thapa <hari@example.com> ले लेख्नुभयो:',
        '> पोखरामा डेलिभरी हुन्छ?',
      ].join('\n'),
    );
    // "Re:" is how mail programs thread replies, in every language.
    expectNepaliMail(mail, ['Pasal Pro', 'Ram Sharma', 'Hari Thapa', 'Re']);
  });
});
