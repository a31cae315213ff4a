// The CSV import screen (issue #21), mounted by its route under /staff.
export { CatalogueImport } from './catalog-import';
