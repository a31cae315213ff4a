import { expectAxeClean } from './axe.js';
import { expect, test } from '@playwright/test';

test('the shop opens and the API answers', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Pasal/);
  await expectAxeClean(page);
});

test('the first screen comes drawn from the server, before any script runs', async ({ request }) => {
  const { data } = (await (await request.get('/api/v1/products/?sort_by=price_high_to_low')).json()) as {
    data: { name: string; slug: string }[];
  };
  // A name with nothing HTML would escape, so it can be looked for as is.
  const product = data.find((candidate) => /^[\w .()-]+$/.test(candidate.name))!;
  const page = await request.get(`/products/${product.slug}`);
  const html = await page.text();
  // The product's own heading and the data the app hydrates from are in the HTML itself.
  expect(html).toContain('id="pasal-first-screen-data"');
  expect(html).toContain(`>${product.name}</h1>`);
});
