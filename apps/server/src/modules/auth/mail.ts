import { PASSWORD_RESET } from '@pasal/contract';
import type { MailMessage } from '../../lib/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-reset code: plain and clear, branded with the shop's name. */
export function passwordResetMail(options: {
  to: string;
  firstName: string;
  code: string;
  shopName: string;
}): MailMessage {
  const { to, firstName, code, shopName } = options;
  const minutes = PASSWORD_RESET.expiryMinutes;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Your ${shopName} password reset code is:`,
    '',
    `    ${code}`,
    '',
    `Enter it on the Reset Password page within ${minutes} minutes. It works once.`,
    '',
    `If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
    `${shopName} will never ask you for this code by phone or chat.`,
    '',
    `${shopName}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,Arial,sans-serif;color:#0f172a;max-width:480px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#c2410c;margin:0 0 16px">${escapeHtml(shopName)}</p>
<p>${escapeHtml(greeting)}</p>
<p>Your ${escapeHtml(shopName)} password reset code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>Enter it on the Reset Password page within ${minutes} minutes. It works once.</p>
<p style="color:#475569">If you did not ask to reset your password, ignore this e-mail: your password stays the same. ${escapeHtml(shopName)} will never ask you for this code by phone or chat.</p>
</body></html>`;
  return { to, subject: `${shopName}: your password reset code`, text, html };
}

/** Sent after a reset or a change (OWASP: tell the owner; never include the password). */
export function passwordChangedMail(options: {
  to: string;
  firstName: string;
  shopName: string;
  shopEmail: string;
}): MailMessage {
  const { to, firstName, shopName, shopEmail } = options;
  const text = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    `The password of your ${shopName} account was just changed, and every other device was signed out.`,
    '',
    `If this was not you, reset your password now with Forgot Password and write to us at ${shopEmail}.`,
    '',
    shopName,
  ].join('\n');
  return { to, subject: `${shopName}: your password was changed`, text };
}

/** The code proving an e-mail address (sign-up, a changed address, or asked for again). */
export function verificationCodeMail(options: {
  to: string;
  firstName: string;
  code: string;
  shopName: string;
  minutes: number;
}): MailMessage {
  const { to, firstName, code, shopName, minutes } = options;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Your ${shopName} e-mail verification code is:`,
    '',
    `    ${code}`,
    '',
    `Enter it where ${shopName} asks for it within ${minutes} minutes: it proves this address is yours, so you can place orders.`,
    '',
    `If you did not create an account or change your e-mail at ${shopName}, ignore this e-mail: nothing is linked to this address until the code is entered.`,
    `${shopName} will never ask you for this code by phone or chat.`,
    '',
    shopName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,Arial,sans-serif;color:#0f172a;max-width:480px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#c2410c;margin:0 0 16px">${escapeHtml(shopName)}</p>
<p>${escapeHtml(greeting)}</p>
<p>Your ${escapeHtml(shopName)} e-mail verification code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>Enter it where ${escapeHtml(shopName)} asks for it within ${minutes} minutes: it proves this address is yours, so you can place orders.</p>
<p style="color:#475569">If you did not create an account or change your e-mail at ${escapeHtml(shopName)}, ignore this e-mail: nothing is linked to this address until the code is entered. ${escapeHtml(shopName)} will never ask you for this code by phone or chat.</p>
</body></html>`;
  return { to, subject: `${shopName}: your e-mail verification code`, text, html };
}

/** To the old address when the account's e-mail changes (OWASP: notify the owner). */
export function emailChangedMail(options: {
  to: string;
  firstName: string;
  newEmail: string;
  shopName: string;
  shopEmail: string;
}): MailMessage {
  const { to, firstName, newEmail, shopName, shopEmail } = options;
  const text = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    `The e-mail address of your ${shopName} account was just changed from ${to} to ${newEmail}, and every other device was signed out.`,
    '',
    `If this was not you, write to us at once at ${shopEmail}.`,
    '',
    shopName,
  ].join('\n');
  return { to, subject: `${shopName}: your e-mail address was changed`, text };
}
