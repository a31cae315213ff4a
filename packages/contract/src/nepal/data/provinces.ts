// The seven provinces. Ids and Nepali names: sagautam5/local-states-nepal dataset/provinces/np.json
// (see README.md); English names and ISO 3166-2 codes: docs/protocols.md §4.1, the same
// names packages/contract/src/auth/account-forms.ts stores (a test keeps the two in step).
import type { ProvinceRow } from './rows.js';

export const PROVINCE_ROWS: readonly ProvinceRow[] = [
  [1, 'NP-P1', 'Koshi Province', 'कोशी प्रदेश'],
  [2, 'NP-P2', 'Madhesh Province', 'मधेश प्रदेश'],
  [3, 'NP-P3', 'Bagmati Province', 'बाग्मती प्रदेश'],
  [4, 'NP-P4', 'Gandaki Province', 'गण्डकी प्रदेश'],
  [5, 'NP-P5', 'Lumbini Province', 'लुम्बिनी प्रदेश'],
  [6, 'NP-P6', 'Karnali Province', 'कर्णाली प्रदेश'],
  [7, 'NP-P7', 'Sudurpashchim Province', 'सुदुरपश्चिम प्रदेश'],
];
