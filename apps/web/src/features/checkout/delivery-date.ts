import { adToBs, formatBs, toDevanagariDigits } from '@pasal/contract';
import { activeLocale } from '../../i18n';

// A promised day ('YYYY-MM-DD' on Nepal's calendar, from the server's quote) with its Bikram Sambat
// date beside it: '2 Dec 2026 (16 Mangsir 2083)' in English, '२०८३ मंसिर १६ (२ डिसेम्बर २०२६)' in
// Nepali, where the BS date leads. Written out, not Intl: a small-ICU runtime has no Nepali.

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;

export function formatDeliveryDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  let bs: ReturnType<typeof adToBs> | null = null;
  try {
    bs = adToBs({ year, month, day });
  } catch {
    // Beyond the BS table: the AD date alone.
  }
  if (activeLocale() === 'ne') {
    const ad = toDevanagariDigits(`${day} ${MONTHS_NE[month - 1]} ${year}`);
    return bs ? `${formatBs(bs, 'ne')} (${ad})` : ad;
  }
  const ad = `${day} ${MONTHS_EN[month - 1]} ${year}`;
  return bs ? `${ad} (${formatBs(bs, 'en')})` : ad;
}
