/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Checks the page against WCAG 2 A and AA with axe-core. It first lets finite animations and
 * transitions end (a toast sliding in or fading out): text caught mid-fade has less contrast than
 * it settles at, which made the check flaky. Looping ones (spinners, skeletons) are left running.
 */
export async function expectAxeClean(page: Page, options: { include?: string } = {}) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
