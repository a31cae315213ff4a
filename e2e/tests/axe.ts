/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Checks the page against WCAG 2 A and AA with axe-core. It first waits for the page to be still:
 * text caught mid-fade has less contrast than it settles at, which made the check flaky. A toast
 * (sonner) is at opacity 0 until it is marked mounted and only then starts fading in, so the page
 * counts as still when every toast is mounted and no finite animation or transition runs, for a
 * few frames in a row. Looping animations (spinners, skeletons) are left running.
 */
export async function expectAxeClean(page: Page, options: { include?: string } = {}) {
  await page.evaluate(() => {
    delete (window as unknown as { stillFrames?: number }).stillFrames;
  });
  await page.waitForFunction(
    () => {
      const still =
        document.querySelector('[data-sonner-toast]:not([data-mounted="true"])') === null &&
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          );
      const counter = window as unknown as { stillFrames?: number };
      counter.stillFrames = still ? (counter.stillFrames ?? 0) + 1 : 0;
      return counter.stillFrames >= 3;
    },
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
