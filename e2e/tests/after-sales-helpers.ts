import { test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.js';
import { TAKE_SHOTS } from './screenshots.js';

// Shared by the after-sales journeys (issue #33: serial numbers, returns, warranty claims).

/**
 * A 15-digit IMEI with a valid check digit (Luhn), unique to this run: `prefix` and the seed padded
 * to 12 digits, cut to 14, then the check digit. Journeys that may run side by side use prefixes of
 * their own so that their units never share a serial.
 */
export function imei(prefix: string, seed: number): string {
  const body = `${prefix}${String(seed).padStart(12, '0')}`.slice(0, 14);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(body[13 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Checks the page with axe and attaches a full-page screenshot at phone (390×844) and desktop
 * (1440×900) size, as `<name>-390x844` and `<name>-1440x900` (see TAKE_SHOTS). Leaves the page at
 * desktop size.
 */
export async function attachAtBothSizes(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390x844', { width: 390, height: 844 }],
    ['1440x900', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page);
    if (!TAKE_SHOTS) continue;
    const path = test.info().outputPath(`${name}-${size}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name}-${size}`, { path, contentType: 'image/png' });
  }
}
