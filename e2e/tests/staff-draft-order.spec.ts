import { expect, test } from '@playwright/test';
import { makeStaff, registerAccount } from './admin-helpers.js';
import { loginThroughForm, uniqueEmail } from './auth-helpers.js';
import { fillAddressFields } from './checkout-helpers.js';
import { outboxSmsTo } from './sms-outbox.js';
import { atBothSizes } from './screenshots.js';

// Orders taken by phone (issue #36): a customer writes on Viber; staff add them as a customer, build
// the order from the catalogue's search with a Kathmandu address, save it as a draft (no stock
// taken), and send a payment link. The customer opens the link from the SMS, signed out, sees the
// order and pays with Khalti; the link's page confirms it, and staff see the draft become a paid
// order on the order desk.

test.slow();
const PASSWORD = 'draft-order-journey-pw-1';

interface Summary {
  slug: string;
  name: string;
  total_quantity: number;
}

test('staff take a Viber order as a draft and send a payment link; the customer pays it with Khalti', async ({
  browser,
  page,
  request,
}) => {
  const list = await request.get('/api/v1/products/?category=speakers');
  const { data } = (await list.json()) as { data: Summary[] };
  const product = data.find((summary) => summary.total_quantity >= 10);
  if (!product) throw new Error('no speaker in stock');
  const stockOf = async () =>
    ((await (await request.get(`/api/v1/products/${product.slug}/`)).json()) as { data: { total_quantity: number } })
      .data.total_quantity;
  const stockBefore = await stockOf();

  const staff = uniqueEmail('draft-staff');
  await registerAccount(request, staff, PASSWORD, 'Ram');
  await makeStaff(staff, 'staff');
  const customerEmail = uniqueEmail('draft-customer');
  const phone = `984${String(Date.now()).slice(-7)}`;

  await page.goto('/staff/orders');
  await loginThroughForm(page, staff, PASSWORD);
  await page.getByRole('link', { name: 'Draft orders' }).first().click();
  await expect(page.getByRole('heading', { name: 'Draft orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New draft order' }).click();
  await expect(page.getByRole('heading', { name: 'New draft order', level: 1 })).toBeVisible();

  // A customer the shop has not met: an account without a password.
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel(/First name/).fill('Maya');
  await dialog.getByLabel(/Last name/).fill('Gurung');
  await dialog.getByLabel(/E-mail/).fill(customerEmail);
  await dialog.getByLabel(/Phone/).fill(phone);
  await dialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('draft-customer')).toContainText('Maya Gurung');

  await page.getByLabel('Find a product').fill(product.slug);
  await page.getByLabel('Find a product').press('Enter');
  const items = page.getByRole('list', { name: 'Items of the draft' });
  const matches = page.getByRole('list', { name: /^Products matching/ });
  await expect(items.or(matches).first()).toBeVisible();
  // A product sold in colours offers a choice: the first colour in stock.
  if (await matches.isVisible()) await matches.getByRole('button', { disabled: false }).first().click();
  await expect(items.getByText(product.name)).toBeVisible();

  await page.getByRole('radio', { name: 'Home delivery' }).check();
  await fillAddressFields(page);
  await page.getByLabel(/How it came in/).selectOption('viber');
  await page.getByLabel(/Note for staff/).fill('Asked on Viber; wants it before Tihar');
  await expect(page.getByTestId('draft-total')).toHaveText(/Rs\. [\d,]+/);
  await atBothSizes(page, 'draft-order-editor');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: /^Draft order #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft saved')).toBeVisible();
  // A draft holds no stock.
  expect(await stockOf()).toBe(stockBefore);

  await page.getByRole('button', { name: 'Send payment link' }).click();
  const send = page.getByRole('dialog', { name: 'Send payment link' });
  await expect(send.getByLabel(`SMS to ${phone}`)).toBeChecked();
  await send.getByRole('button', { name: 'Send link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Payment link' });
  await expect(linkField).toHaveValue(/\/pay\/[A-Za-z0-9_-]{32}$/);
  const link = await linkField.inputValue();
  await atBothSizes(page, 'draft-order-link-sent');

  // The customer's phone gets the link by SMS.
  await expect.poll(() => outboxSmsTo(phone).map((sms) => sms.text)).toContainEqual(expect.stringContaining(link));

  // Signed out, on their own phone.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await shopper.newPage();
  await customerPage.goto(new URL(link).pathname);
  await expect(customerPage.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  await expect(customerPage.getByText(`${product.name}`, { exact: false }).first()).toBeVisible();
  await expect(customerPage.getByText(/Namaste Maya/)).toBeVisible();
  await atBothSizes(customerPage, 'pay-link');
  await customerPage.getByRole('radio', { name: 'Khalti' }).check();
  await customerPage.getByRole('button', { name: /^Pay Rs\./ }).click();
  await expect(customerPage).toHaveURL(/\/payments\/simulator\/khalti\/pay\?pidx=/);
  await customerPage.getByRole('button', { name: /^Pay Rs\./ }).click();
  await expect(customerPage).toHaveURL(/\/pay\/[A-Za-z0-9_-]+\?pidx=.*status=Completed/);
  await expect(customerPage.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(customerPage.getByText(/is paid/)).toBeVisible();
  await atBothSizes(customerPage, 'pay-link-paid');
  await shopper.close();
  expect(await stockOf()).toBe(stockBefore - 1);

  // Staff see the draft placed and paid, and open the order from it.
  await page.reload();
  const placed = page.getByRole('link', { name: /^PSL-/ }).first();
  await expect(placed).toBeVisible();
  await placed.click();
  await expect(page.getByRole('heading', { name: /^Order PSL-/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('taken-as-draft')).toContainText(
    /Taken by Ram .* \(Viber\) as draft #\d+: Asked on Viber/,
  );
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});
