// The staff's search words (issue #30), mounted by its route under /staff.
export { SearchWordsScreen } from './search-words-screen';
