import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerFor, makeStaff, registerAccount } from './admin-helpers.js';
import { expectAxeClean, loginThroughForm, uniqueEmail } from './auth-helpers.js';

// Reviews in the back office (issue 19): a staff member finds a product's reviews, hides the spam
// one with a reason (the product's rating and count change on its page at once), replies to the
// good one (the reply shows under it as the shop's), and shows the hidden one again by keyboard.

test.slow();
const PASSWORD = 'staff-reviews-journey-pw-1';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  total_ratings: number;
}

/**
 * A product nobody has reviewed, from list pages reviews.spec.ts does not look at (it reviews the
 * first unreviewed product of pages 1 to 4, perhaps at the same time).
 */
async function unreviewedProduct(request: APIRequestContext): Promise<ProductRow> {
  for (let page = 5; page <= 15; page += 1) {
    const response = await request.get(`/api/v1/products/?page=${page}`);
    if (!response.ok()) break;
    const rows = ((await response.json()) as { data: ProductRow[] }).data;
    const product = rows.find((row) => row.total_ratings === 0);
    if (product) return product;
  }
  throw new Error('no unreviewed product in the demo catalogue');
}

async function postReview(request: APIRequestContext, email: string, body: object) {
  const response = await request.post('/api/v1/reviews/', {
    headers: await bearerFor(request, email, PASSWORD),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function productRating(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/v1/products/${slug}/`);
  return ((await response.json()) as { data: { overall_rating: number; total_ratings: number } }).data;
}

async function openReviewsTab(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
}

test('staff hide a review (the rating changes), reply to another, and show the first again', async ({
  browser,
  page,
  request,
}) => {
  const staff = uniqueEmail('reviews-staff');
  const happy = uniqueEmail('reviews-happy');
  const spammer = uniqueEmail('reviews-spammer');
  await registerAccount(request, staff, PASSWORD, 'Maya');
  await registerAccount(request, happy, PASSWORD, 'Anita');
  await registerAccount(request, spammer, PASSWORD, 'Bikash');
  await makeStaff(staff, 'staff');
  const product = await unreviewedProduct(request);
  await postReview(request, happy, { product: product.id, rating: 5, review_text: 'Lovely phone, fast delivery.' });
  await postReview(request, spammer, { product: product.id, rating: 1, review_text: 'Buy cheap at spam.example!!!' });
  expect(await productRating(request, product.slug)).toMatchObject({ overall_rating: 3, total_ratings: 2 });
  const shopName = ((await (await request.get('/api/v1/shop/')).json()) as { data: { name: string } }).data.name;

  // The staff member opens Reviews from the staff navigation and finds the product's reviews.
  await page.goto('/login');
  await loginThroughForm(page, staff, PASSWORD);
  await page.goto('/staff/orders');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Product' }).fill(product.slug);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`product=${product.slug}`));
  const table = page.getByRole('table', { name: 'Reviews' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 reviews')).toBeVisible();
  await expectAxeClean(page);

  // Only the one-star review.
  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '1 star' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const spamRow = table.getByRole('row').filter({ hasText: 'spam.example' });

  // Hiding asks for a reason.
  await spamRow.getByRole('button', { name: /^Hide review by Bikash Gurung/ }).click();
  const hideDialog = page.getByRole('dialog', { name: 'Hide review' });
  await expect(hideDialog).toBeVisible();
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(hideDialog.getByText('Please say why the review is hidden')).toBeVisible();
  await expect(hideDialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expectAxeClean(page);
  await hideDialog.getByRole('textbox', { name: 'Reason' }).fill('Advertises another shop');
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Review hidden: it no longer counts in the rating')).toBeVisible();
  await expect(hideDialog).toBeHidden();
  await expect(spamRow).toContainText('Hidden: Advertises another shop');
  await expect(spamRow.getByRole('button', { name: /^Show review by Bikash Gurung/ })).toBeVisible();

  // The product page: the hidden review is gone and the rating and count changed.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await openReviewsTab(shopper, product.slug);
  await expect(shopper.getByTestId('average-rating')).toHaveText('5.0 out of 5');
  await expect(shopper.getByText('Based on 1 review', { exact: true })).toBeVisible();
  await expect(shopper.getByText('Buy cheap at spam.example!!!')).toHaveCount(0);
  expect(await productRating(request, product.slug)).toMatchObject({ overall_rating: 5, total_ratings: 1 });

  // The hidden filter lists it; then the staff member replies to the good review.
  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: 'Any rating' });
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Hidden' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('spam.example');
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Shown' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const goodRow = table.getByRole('row').filter({ hasText: 'Lovely phone' });
  await goodRow.getByRole('button', { name: /^Reply to review by Anita Gurung/ }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to review' });
  await replyDialog.getByRole('textbox', { name: 'Reply' }).fill('Thank you, Anita!\nEnjoy your new phone.');
  await replyDialog.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Reply published')).toBeVisible();
  await expect(goodRow).toContainText('Thank you, Anita!');

  await shopper.reload();
  await shopper.getByRole('tab', { name: 'Reviews' }).click();
  const review = shopper.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
  await expect(review).toContainText('Lovely phone, fast delivery.');
  await expect(review.getByText(`Reply from ${shopName}`)).toBeVisible();
  await expect(review).toContainText('Enjoy your new phone.');
  await expectAxeClean(shopper);

  // Showing again, by keyboard: the review counts again.
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Hidden' });
  const show = table.getByRole('button', { name: /^Show review by Bikash Gurung/ });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review shown again: it counts in the rating')).toBeVisible();
  await expect(page.getByText('No reviews match these filters.')).toBeVisible();
  // The row left the Hidden list: the keyboard stays on the page, at its heading.
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeFocused();
  expect(await productRating(request, product.slug)).toMatchObject({ overall_rating: 3, total_ratings: 2 });
  await shopper.reload();
  await shopper.getByRole('tab', { name: 'Reviews' }).click();
  await expect(shopper.getByTestId('average-rating')).toHaveText('3.0 out of 5');
  await expect(shopper.getByText('Buy cheap at spam.example!!!')).toBeVisible();
  await shopperContext.close();
});

test('a customer cannot open the staff reviews screen', async ({ page, request }) => {
  const customer = uniqueEmail('reviews-customer');
  await registerAccount(request, customer, PASSWORD, 'Sita');
  await page.goto('/login');
  await loginThroughForm(page, customer, PASSWORD);
  await page.goto('/staff/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toHaveCount(0);
  const refused = await request.get('/api/v1/admin/reviews/', {
    headers: await bearerFor(request, customer, PASSWORD),
  });
  expect(refused.status()).toBe(403);
});
