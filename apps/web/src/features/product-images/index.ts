// Product images' public face (issue #21): the staff image manager, its link on the product page, and
// the reordering helper the category screen shares.
export { fileProblem, moveItem, uploadTypeOf } from './file-checks';
export { ProductImageManager } from './image-manager';
export { ManageImagesLink } from './manage-images-link';
