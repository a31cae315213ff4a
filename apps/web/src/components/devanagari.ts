import type { CSSProperties } from 'react';
import '../i18n/devanagari-font.css';

/**
 * For English screens that show Nepali text (the staff's Nepali fields, issue #30): the system font
 * for Latin, Noto Sans Devanagari for Devanagari. The stylesheet's unicode-range fetches the font
 * only when the screen holds Devanagari; without it a computer with no Devanagari font shows boxes.
 */
export const WITH_DEVANAGARI: CSSProperties = { fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" };
