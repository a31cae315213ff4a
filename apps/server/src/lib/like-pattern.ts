// Staff search boxes match any part of a name, e-mail or code with LIKE/ILIKE. What staff type is
// text, not a pattern: LIKE's own characters (%, _ and the escape \) must match themselves.

/** `%text%` for LIKE/ILIKE, with the text's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
