import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a number read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 12;

/**
 * A public order number such as `PSL-7K3M9Q2XTB4N`: 60 random bits, so numbers cannot be guessed
 * or enumerated. It is also the eSewa `transaction_uuid` and Khalti `purchase_order_id`, which
 * allow letters, digits and hyphens.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(RANDOM_CHARACTERS);
  let text = 'PSL-';
  for (const byte of bytes) text += ALPHABET[byte & 31];
  return text;
}
