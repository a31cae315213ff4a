import {
  ADMIN_CATALOGUE_PATHS,
  PRODUCT_IMAGE_PATHS,
  type AdminProduct,
  type AdminProductImage,
  type AdminProductImageList,
  type ProductImagesChanged,
} from '@pasal/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/catalog';
import { apiRequest } from '../../api/http';

// A product's images in the back office (admins only): the list, and describing, reordering and
// deleting an image. Every change answers with the product's images as they now are, which replace
// the cached list; the shop's cached catalogue is marked stale so the storefront shows the change.

export const productImageKeys = {
  images: (productId: number) => ['admin-product-images', productId] as const,
  heading: (productId: number) => ['admin-product-heading', productId] as const,
};

/**
 * The product's name, slug and status for the screen's heading: the back office's answer, which a
 * draft or archived product has too (the storefront's answers 404 or 410 for them: issue #35).
 */
const productForImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: productImageKeys.heading(productId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminProduct }>(ADMIN_CATALOGUE_PATHS.product(productId), { signal }).then(
        (answer) => answer.data,
      ),
    enabled: productId > 0,
    retry: false,
  });

export function useProductForImages(productId: number) {
  return useQuery(productForImagesQuery(productId));
}

const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: productImageKeys.images(productId),
    queryFn: ({ signal }) =>
      apiRequest<AdminProductImageList>(PRODUCT_IMAGE_PATHS.images(productId), { signal }).then((body) => body.data),
    // Another admin may have changed them: read again on every visit.
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: productId > 0,
  });

export function useProductImages(productId: number) {
  return useQuery(productImagesQuery(productId));
}

/** After a change: the server's list replaces ours, and the storefront's copies are stale. */
export function imagesChanged(queryClient: QueryClient, productId: number, images: AdminProductImage[]): void {
  queryClient.setQueryData(productImageKeys.images(productId), images);
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
}

function useImageChange<V>(productId: number, send: (variables: V) => Promise<ProductImagesChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => imagesChanged(queryClient, productId, answer.data),
  });
}

export function useDescribeImage(productId: number) {
  return useImageChange(productId, ({ imageId, alt }: { imageId: number; alt: string }) =>
    apiRequest<ProductImagesChanged>(PRODUCT_IMAGE_PATHS.image(productId, imageId), {
      method: 'PATCH',
      body: { alt },
    }),
  );
}

export function useReorderImages(productId: number) {
  return useImageChange(productId, (imageIds: number[]) =>
    apiRequest<ProductImagesChanged>(PRODUCT_IMAGE_PATHS.order(productId), {
      method: 'PUT',
      body: { image_ids: imageIds },
    }),
  );
}

export function useDeleteImage(productId: number) {
  return useImageChange(productId, (imageId: number) =>
    apiRequest<ProductImagesChanged>(PRODUCT_IMAGE_PATHS.image(productId, imageId), { method: 'DELETE' }),
  );
}
