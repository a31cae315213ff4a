import { expect as baseExpect, test } from '@playwright/test';
import { loginThroughForm, otpFromOutbox, uniqueEmail } from './auth-helpers.js';
import { outboxSmsTo, smsCodeFromOutbox } from './sms-outbox.js';
import { atBothSizes } from './screenshots.js';

// Phone-first Nepal (issue #36): a shopper proves their mobile number with the code the shop texts
// (read from the demo shop's SMS outbox), then signs in with the number and a new code, and
// resets the password with the number and a reset code.

test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

/** A Nepali mobile number of this run only: a proven number belongs to one account. */
function aNumber(): string {
  return `986${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

test('sign up → verify the mobile number by SMS → sign out → sign in with the number and an SMS code → reset the password with the number', async ({
  page,
}) => {
  const email = uniqueEmail('phone');
  const password = 'Himal-Chuli-7493';
  const phone = aNumber();

  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Gurung');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Verification code').fill(await otpFromOutbox(email, 'verification'));
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);

  // Account Details: the number is not verified; Verify texts a code.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).click();
  const section = page.getByRole('region', { name: 'Mobile number' });
  await expect(section.getByText('Not verified')).toBeVisible();
  await expect(section.getByText(phone)).toBeVisible();
  await atBothSizes(page, 'account-phone-unverified');
  await section.getByRole('button', { name: 'Verify' }).click();
  const codeField = section.getByLabel('Code from the SMS');
  await expect(codeField).toBeFocused();
  const code = await smsCodeFromOutbox(phone);
  expect(outboxSmsTo(phone)[0]!.text).toMatch(/your code to verify this number is \d{6}\. Valid 5 minutes/);
  await atBothSizes(page, 'account-phone-code');
  await codeField.fill(code);
  await section.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Your mobile number is verified')).toBeVisible();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await atBothSizes(page, 'account-phone-verified');

  // Sign out, then in with the number and a new code.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with mobile number' })).toBeVisible();
  await atBothSizes(page, 'login-with-phone-option');
  await page.getByRole('button', { name: 'Sign in with mobile number' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your mobile number' })).toBeVisible();
  await atBothSizes(page, 'login-phone-number');
  const sentBefore = outboxSmsTo(phone).length;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If this number is verified on an account, we have sent a code')).toBeVisible();
  const signInCode = await smsCodeFromOutbox(phone, sentBefore);
  expect(outboxSmsTo(phone)[0]!.text).toMatch(/your sign-in code is \d{6}/);
  await atBothSizes(page, 'login-phone-code');
  await page.getByLabel('Code from the SMS').fill(signInCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Forgot the password: a reset code to the verified number sets a new one.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Use my mobile number instead' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password with your mobile number' })).toBeVisible();
  const beforeReset = outboxSmsTo(phone).length;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const resetCodeField = page.getByLabel('Code from the SMS');
  await expect(resetCodeField).toBeFocused();
  const resetCode = await smsCodeFromOutbox(phone, beforeReset);
  expect(outboxSmsTo(phone)[0]!.text).toMatch(/your password reset code is \d{6}/);
  await atBothSizes(page, 'forgot-password-phone-code');
  const newPassword = 'Fresh-Mountain-2081';
  await resetCodeField.fill(resetCode);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/profile$/);
});
