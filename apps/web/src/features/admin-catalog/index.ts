// The catalogue editor's public face (issue #21): the product list and editor screens, and the
// helper the other staff screens share with it (blank number inputs).
export { numberOrUnset } from './editor-values';
export { ProductEditor } from './product-editor';
export { ProductList } from './product-list';
