import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';

/**
 * Full-page screenshots are for a person to look at: a CI run, which nobody looks at, takes none
 * unless E2E_SHOTS=1 (they cost the busy suite about a second each).
 */
export const TAKE_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

/**
 * Screenshots for a person to look at (PHONE_SHOTS_DIR, else the test's output folder), at phone
 * and desktop size, axe-checked at each. A CI run checks with axe only, unless PHONE_SHOTS_DIR or
 * E2E_SHOTS=1 asks for the pictures (TAKE_SHOTS).
 */
export async function atBothSizes(page: Page, name: string) {
  const dir = process.env.PHONE_SHOTS_DIR ?? test.info().outputPath('shots');
  mkdirSync(dir, { recursive: true });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page);
    if (!TAKE_SHOTS && !process.env.PHONE_SHOTS_DIR) continue;
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}x${viewport.height}.png`), fullPage: true });
  }
}
