// "Made for Nepal" (issue #20): addresses by province, district, municipality and ward; delivery
// zones and quotes; Bikram Sambat dates; fiscal years, invoice numbers, VAT and amounts in words;
// Nepali numerals. Pure rules and data, shared by the web app and the server.
export * from './nepal-time.js';
export * from './bikram-sambat.js';
export * from './business-days.js';
export * from './numerals.js';
export * from './calendar-text.js';
export * from './geography.js';
export * from './address.js';
export * from './delivery.js';
export * from './fiscal-year.js';
export * from './vat.js';
export * from './amount-in-words.js';
export * from './amount-in-words-ne.js';
