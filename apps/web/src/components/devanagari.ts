import type { CSSProperties } from 'react';
import '../i18n/devanagari-font.css';

/**
 * For English screens that show Nepali text (the staff's Nepali fields, issue #30): the system font
 * for Latin, Noto Sans Devanagari for Devanagari. The stylesheet's unicode-range fetches the font
 * only when the screen holds Devanagari; without it a computer with no Devanagari font shows boxes.
 */
export const WITH_DEVANAGARI: CSSProperties = { fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" };

/**
 * For a block of Nepali on an English screen (a preview, a Nepali Markdown field): Noto Sans
 * Devanagari first, so every Devanagari letter comes from it (its unicode-range leaves Latin to the
 * system font). Behind the system font a line that starts with Latin ("## …") can pick another
 * font's few Devanagari letters and show boxes.
 */
export const DEVANAGARI_FIRST: CSSProperties = { fontFamily: "'Noto Sans Devanagari', var(--font-sans)" };
