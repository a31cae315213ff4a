/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is still: every toast marked mounted (sonner keeps a new toast at opacity 0
 * until then) and no finite animation or transition running, for three frames in a row. Looping
 * animations (spinners, skeletons) are left running.
 */
async function waitUntilStill(page: Page): Promise<void> {
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
}

async function violations(page: Page, include: string | undefined): Promise<string[]> {
  await waitUntilStill(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  // One entry per element, so the two checks can be compared element by element.
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')}`),
  );
}

/**
 * Fails when the browser reported a Content-Security-Policy violation on this page so far, in any
 * document it has shown (the console keeps the last 200 messages across navigations): something
 * the shop's own pages do (an inline script, a style, a request, a form post) that the server's
 * policy (apps/server/src/lib/security-headers.ts) does not allow. Part of every journey's axe check.
 */
async function expectNoCspViolations(page: Page): Promise<void> {
  const messages = await page.consoleMessages({ filter: 'all' });
  const violations = messages.map((message) => message.text()).filter((text) => /Content Security Policy/i.test(text));
  expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
}

/**
 * Checks the page against WCAG 2 A and AA with axe-core, once the page is still. Even so, a fully
 * shown toast failed colour contrast about once in ten runs of a busy suite, in a state the page
 * had left when looked at straight after the check. So a page that fails is checked once more when
 * it is still again, and only what fails both times is reported: a real violation is there every
 * time.
 */
export async function expectAxeClean(page: Page, options: { include?: string } = {}) {
  await expectNoCspViolations(page);
  const first = await violations(page, options.include);
  if (first.length === 0) return;
  const again = await violations(page, options.include);
  expect(again.filter((violation) => first.includes(violation))).toEqual([]);
}
