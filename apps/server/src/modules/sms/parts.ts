// How many SMS parts a text costs (docs/protocols.md §7; the provider bills per part). A text written
// wholly in the GSM 03.38 alphabet goes as GSM-7: 160 characters in one part, 153 a part when
// longer (the rest of each part carries the concatenation header). Any other character (Devanagari,
// an emoji) sends the whole text as Unicode (UCS-2): 70 in one part, 67 a part when longer.

/** The GSM 03.38 basic character set. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (an escape first). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsParts {
  encoding: 'gsm7' | 'unicode';
  /** Characters as the encoding counts them (an extension character counts two in GSM-7). */
  length: number;
  parts: number;
}

export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', length: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  // UCS-2 counts UTF-16 code units: a character beyond the basic plane (an emoji) takes two.
  const units = text.length;
  return { encoding: 'unicode', length: units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
