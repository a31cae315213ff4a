import { formatNprNe, formatRs } from '@pasal/contract';
import { activeLocale } from '../../i18n';

// Amounts in the page's language (issue #20): 'Rs. 1,69,999' in English, 'रु. १,६९,९९९'
// in Nepali. Called at render time, never at module load: the language is known only then.

/** Rupees (the API's unit) as the shopper reads them. */
export function money(rupees: number): string {
  return activeLocale() === 'ne' ? formatNprNe(Math.round(rupees * 100)) : formatRs(rupees);
}
