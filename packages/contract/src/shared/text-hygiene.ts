// Text no field of the shop can hold: U+0000 (PostgreSQL's text type refuses it, and it truncates
// strings in C libraries and log tools) and unpaired UTF-16 surrogates (not Unicode at all: they
// cannot be encoded as UTF-8, so the database driver refuses them too). The server turns such
// input away with a 400 before any route sees it (apps/server/src/lib/input-hygiene.ts).

/** The field message for text holding a NUL character or an unpaired surrogate. */
export const INVALID_TEXT_CHARACTERS = 'contains characters that are not allowed';

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds U+0000 or an unpaired surrogate. */
export function hasInvalidTextCharacters(text: string): boolean {
  return NUL_OR_LONE_SURROGATE.test(text);
}
