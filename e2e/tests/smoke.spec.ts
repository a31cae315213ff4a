import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the shop opens and the API answers', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Pasal/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations).toEqual([]);
});
