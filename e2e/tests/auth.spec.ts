import { expect as baseExpect, test } from '@playwright/test';
import { expectAxeClean, loginThroughForm, otpFromOutbox, PHONE, registerByApi, uniqueEmail } from './auth-helpers.js';
import { fillAddressFields, KATHMANDU_ADDRESS } from './checkout-helpers.js';

// The machine running these may be busy (password hashing is deliberately slow): be patient.
test.slow();
const expect = baseExpect.configure({ timeout: 20_000 });

test('sign up → log in → edit details and billing → change password → log out → log in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'Himal-Chuli-7493';
  const newPassword = 'Fresh-Mountain-2081';

  // Sign up (no automatic login).
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Gurung');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(PHONE);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Signup successfully!')).toBeVisible();

  // The code e-mailed to the address comes next; in the demo shop its mailbox shows it.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAxeClean(page);
  const code = await otpFromOutbox(email, 'verification');
  const mailbox = page.getByRole('link', { name: /demo mailbox/ });
  const mailboxPage = await page.request.get((await mailbox.getAttribute('href'))!);
  expect(await mailboxPage.text()).toContain(code);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Log in → /profile.
  await expectAxeClean(page);
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No orders found')).toBeVisible();
  await expectAxeClean(page);

  // Account details: prefilled, only changes sent.
  const accountNav = page.getByRole('navigation', { name: 'Account' });
  await accountNav.getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Asha');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAxeClean(page);
  const patch = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/auth/profile/') && request.method() === 'PATCH',
  );
  await page.getByLabel('Middle Name').fill('Kumari');
  await page.getByLabel('Phone').fill('9851234567');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ middle_name: 'Kumari', phone: '9851234567' });
  await expect(page.getByText('Account detail updated successfully!')).toBeVisible();

  // Billing address.
  await accountNav.getByRole('link', { name: 'Billing Address' }).click();
  // The address book's Nepal address, the postal code left out (it is optional).
  await expect(page.getByRole('combobox', { name: /Province/ })).toBeVisible();
  await expectAxeClean(page);
  await fillAddressFields(page, { ...KATHMANDU_ADDRESS, landmark: 'Opposite the school', postalCode: undefined });
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Billing Details updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Municipality/ })).toHaveValue('Kathmandu Metropolitan City');
  await expect(page.getByRole('combobox', { name: /Ward/ })).toHaveValue('26');
  await expect(page.getByRole('textbox', { name: /Landmark/ })).toHaveValue('Opposite the school');

  // Change password → /profile.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Change Password' }).click();
  await expectAxeClean(page);
  await page.getByLabel('Old Password', { exact: true }).fill(password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Log out → home, signed out.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => localStorage.getItem('pasal-session') ?? sessionStorage.getItem('pasal-session')),
  ).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // One message per failure (issue 18): the form's alert says why, and no generic toast repeats it.
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successfully!')).toBeVisible();
  // The visitor had been sent from /profile: back there.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Hello, Asha!')).toBeVisible();
});

test('forgot password: the OTP from the e-mail sets a new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerByApi(page, email, 'Himal-Chuli-7493');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAxeClean(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('An otp has been sent to your email successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(email)).toBeVisible();
  await expectAxeClean(page);

  const code = await otpFromOutbox(email);
  // A wrong code first: refused at the field.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('OTP').fill(wrong);
  await page.getByLabel('New Password', { exact: true }).fill('Fresh-Mountain-2081');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Mountain-2081');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Invalid or expired OTP')).toBeVisible();

  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, 'Fresh-Mountain-2081');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a visitor’s Buy Now goes through login and lands on /checkout', async ({ page }) => {
  const email = uniqueEmail('buynow');
  const password = 'Himal-Chuli-7493';
  await registerByApi(page, email, password);
  const list = await page.request.get('/api/v1/products/?sort_by=&page=1');
  const products = (await list.json()) as { data: { slug: string; total_quantity: number }[] };
  const product = products.data.find((p) => p.total_quantity > 0);
  expect(product).toBeTruthy();

  await page.goto(`/products/${product!.slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
});
