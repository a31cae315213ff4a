import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';

/**
 * Screenshots for a person to look at (PHONE_SHOTS_DIR, else the test's output folder), at phone
 * and desktop size, axe-checked at each.
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
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}x${viewport.height}.png`), fullPage: true });
  }
}
