// The category and brand screens (issue #21), each mounted by its route under /staff.
export { BrandsScreen } from './brands-screen';
export { CategoriesScreen } from './categories-screen';
// The picture upload, also used by the home page's editor (features/admin-storefront).
export { CategoryImagePicker } from './category-image';
