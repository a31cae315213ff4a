// The category and brand screens (issue #21), each mounted by its route under /staff.
export { BrandsScreen } from './brands-screen';
export { CategoriesScreen } from './categories-screen';
