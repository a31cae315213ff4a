// Comparing products side by side (issue #35): the compare list kept in the browser (its button on
// product cards and pages, its bar at the bottom of the shop, a lazy chunk: compare-tray.tsx) and
// the comparison table of /compare.
export { CompareButton } from './compare-button';
export { CompareTable } from './compare-table';
export { useCompare } from './store';
