import {
  CATEGORY_ATTRIBUTE_PATHS,
  type AttributeValue,
  type CategoryAttribute,
  type CategoryTemplateInput,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCategoriesQuery } from '../../api/admin-catalog';
import { catalogKeys } from '../../api/catalog';
import { apiRequest } from '../../api/http';

// Structured specifications in the back office (issue #35, admins only): a category's template
// and a product's values. Read again on every visit; a save marks the shop's cached lists stale.

const attributeKeys = {
  template: (categoryId: number) => ['admin-category-attributes', categoryId] as const,
  values: (productId: number) => ['admin-product-attributes', productId] as const,
};

export interface ProductAttributeValues {
  attributes: CategoryAttribute[];
  values: Record<string, AttributeValue>;
}

/** The categories to choose from (the Categories screen's own list, under the same key). */
export function useCategoryChoices() {
  return useQuery({ ...adminCategoriesQuery(), staleTime: 0 });
}

const categoryTemplateQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: attributeKeys.template(categoryId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CategoryAttribute[] }>(CATEGORY_ATTRIBUTE_PATHS.template(categoryId ?? 0), { signal }).then(
        (body) => body.data,
      ),
    enabled: categoryId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useCategoryTemplate(categoryId: number | null) {
  return useQuery(categoryTemplateQuery(categoryId));
}

export function useSaveCategoryTemplate(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryTemplateInput) =>
      apiRequest<{ data: CategoryAttribute[]; message: string }>(CATEGORY_ATTRIBUTE_PATHS.template(categoryId), {
        method: 'PUT',
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(attributeKeys.template(categoryId), answer.data);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

const productAttributeValuesQuery = (productId: number) =>
  queryOptions({
    queryKey: attributeKeys.values(productId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ProductAttributeValues }>(CATEGORY_ATTRIBUTE_PATHS.values(productId), { signal }).then(
        (body) => body.data,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useProductAttributeValues(productId: number) {
  return useQuery(productAttributeValuesQuery(productId));
}

export function useSaveProductAttributeValues(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, AttributeValue | null>) =>
      apiRequest<{ data: ProductAttributeValues; message: string }>(CATEGORY_ATTRIBUTE_PATHS.values(productId), {
        method: 'PUT',
        body: { values },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(attributeKeys.values(productId), answer.data);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
