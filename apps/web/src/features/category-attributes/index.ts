// Structured specifications in the back office (issue #35): mounted on /staff/categories and
// under the product editor.
export { CategoryTemplateEditor } from './template-editor';
export { ProductAttributesFieldset } from './product-attributes-fieldset';
