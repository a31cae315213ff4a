import { describe, expect, it } from 'vitest';
import { expectNepaliMail } from '../../../../test/helpers/nepali-mail.js';
import { emailChangedMail } from './email-changed.js';
import { googleLinkedMail } from './google-linked.js';
import { passwordChangedMail } from './password-changed.js';
import { passwordResetMail } from './password-reset-code.js';
import { resetCodesRequestedMail } from './reset-codes-requested.js';
import { resetRefusedMail } from './reset-refused.js';
import { verificationCodeMail } from './verification-code.js';

// The account e-mails in both languages (issue #30). The Nepali keeps in Latin letters only the
// shop's name (as set), the shopper's own name and e-mail addresses; its figures are Devanagari
// but the one-time code, which is typed into a field that takes 0–9.

const shop = { shopName: 'Pasal Pro', shopEmail: 'help@pasal.example' };
const allowed = ['Pasal Pro', 'Sita'];

describe('the e-mail verification code', () => {
  const facts = { to: 'sita@example.com', firstName: 'Sita', code: '012345', shopName: shop.shopName, minutes: 30 };

  it('is English for an English account', () => {
    const mail = verificationCodeMail({ ...facts, locale: 'en' });
    expect(mail.subject).toBe('Pasal Pro: your e-mail verification code');
    expect(mail.text).toContain('Hello Sita,\n\nYour Pasal Pro e-mail verification code is:\n\n    012345\n\n');
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is Nepali for a Nepali account, the code on its own line in 0–9', () => {
    const mail = verificationCodeMail({ ...facts, locale: 'ne' });
    expect(mail.subject).toBe('Pasal Pro: तपाईंको इमेल प्रमाणीकरण कोड');
    expect(mail.text).toMatch(/^नमस्ते Sita जी,\n\nतपाईंको Pasal Pro इमेल प्रमाणीकरण कोड यो हो:\n\n {4}012345\n\n/);
    expect(mail.text).toContain('३० मिनेटभित्र');
    expect(mail.text.endsWith('\n\nPasal Pro')).toBe(true);
    expectNepaliMail(mail, allowed, { figures: ['012345'] });
  });
});

describe('the password reset code', () => {
  const facts = { to: 'sita@example.com', firstName: 'Sita', code: '987654', shopName: shop.shopName };

  it('is English for an English account', () => {
    const mail = passwordResetMail({ ...facts, locale: 'en' });
    expect(mail.subject).toBe('Pasal Pro: your password reset code');
    expect(mail.text).toContain('    987654\n\nEnter it on the Reset Password page within 10 minutes. It works once.');
  });

  it('is Nepali for a Nepali account', () => {
    const mail = passwordResetMail({ ...facts, locale: 'ne' });
    expect(mail.subject).toBe('Pasal Pro: तपाईंको पासवर्ड रिसेट कोड');
    expect(mail.text).toContain('\n    987654\n');
    expect(mail.text).toContain('१० मिनेटभित्र "पासवर्ड रिसेट" पृष्ठमा');
    expectNepaliMail(mail, allowed, { figures: ['987654'] });
  });

  it('greets without a name when the account has none', () => {
    expect(passwordResetMail({ ...facts, firstName: '', locale: 'ne' }).text).toMatch(/^नमस्ते,\n/);
    expect(passwordResetMail({ ...facts, firstName: '', locale: 'en' }).text).toMatch(/^Hello,\n/);
  });
});

describe('the account notices', () => {
  const base = { to: 'sita@example.com', firstName: 'Sita', ...shop };
  const notices = {
    'password changed': (locale: 'en' | 'ne') => passwordChangedMail({ ...base, locale }),
    'e-mail changed': (locale: 'en' | 'ne') => emailChangedMail({ ...base, newEmail: 'sita.new@example.com', locale }),
    'reset codes asked for': (locale: 'en' | 'ne') =>
      resetCodesRequestedMail({ ...base, codes: 3, perDay: 10, locale }),
    'Google linked': (locale: 'en' | 'ne') =>
      googleLinkedMail({ ...base, googleEmail: 'sita@gmail.example', unproven: true, locale }),
    'reset refused': (locale: 'en' | 'ne') => resetRefusedMail({ ...base, locale }),
  };

  it.each(Object.entries(notices))('%s: English keeps its words', (_, write) => {
    const mail = write('en');
    expect(mail.text).toMatch(/^Hello Sita,\n\n/);
    expect(mail.text.endsWith('\n\nPasal Pro')).toBe(true);
    expect(mail.subject.startsWith('Pasal Pro: ')).toBe(true);
  });

  it.each(Object.entries(notices))('%s: Nepali throughout', (_, write) => {
    const mail = write('ne');
    expect(mail.text).toMatch(/^नमस्ते Sita जी,\n\n/);
    expect(mail.text.endsWith('\n\nPasal Pro')).toBe(true);
    // Google keeps its name, as on the shop's Nepali pages.
    expectNepaliMail(mail, [...allowed, 'Google']);
  });

  it('writes the figures of the reset-code notice in Devanagari', () => {
    const mail = resetCodesRequestedMail({ ...base, codes: 3, perDay: 10, locale: 'ne' });
    expect(mail.text).toContain('३ वटा पासवर्ड रिसेट कोड');
    expect(mail.text).toContain('१० वटाभन्दा बढी');
    expect(resetCodesRequestedMail({ ...base, codes: 3, perDay: 10, locale: 'en' }).text).toContain(
      '3 password reset codes',
    );
  });

  it('names both addresses when the e-mail changes', () => {
    const mail = emailChangedMail({ ...base, newEmail: 'sita.new@example.com', locale: 'ne' });
    expect(mail.text).toContain('sita@example.com बाट sita.new@example.com मा बदलियो');
  });
});
