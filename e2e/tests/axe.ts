/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

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

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in the page, put there once per document. The shop is a single-page app, so a journey's
 * checks after the first on a page run on the axe already there: @axe-core/playwright injects its
 * 560 KB into every frame on every check, which took about half of each 2-second check on the two
 * busy cores. The shop's pages have no frames, so the page itself is all there is to check.
 */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  // A string evaluated through the DevTools protocol, as @axe-core/playwright does: the shop's
  // Content-Security-Policy allows no eval in the page.
  await page.evaluate(axeSource);
}

async function violations(page: Page, include: string | undefined): Promise<string[]> {
  await waitUntilStill(page);
  await ensureAxe(page);
  const results = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      }),
    include ?? null,
  );
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
