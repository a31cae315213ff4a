// The catalogue editor's public face (issue #21): the product list and editor screens, and the
// helpers the other staff screens share with it (the server's refusal message, blank number inputs).
export { failureMessage } from './api';
export { numberOrUnset } from './editor-values';
export { ProductEditor } from './product-editor';
export { ProductList } from './product-list';
