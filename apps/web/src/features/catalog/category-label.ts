import type { Category } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/catalog';
import { localText } from '../../i18n';

/** A category's name in the page's language (issue #30): its Nepali name on a Nepali page, when it has one. */
export function categoryLabel(category: Pick<Category, 'name' | 'name_ne'>): string {
  return localText(category.name, category.name_ne);
}

/**
 * The name to show for the category a list is filtered by (the address holds its English name or
 * its slug, in any case): the category's own name in the page's language, or what the address says
 * while the categories load or when none matches.
 */
export function useCategoryLabel(filter: string): string {
  const categories = useQuery({ ...categoriesQuery(), enabled: filter !== '' });
  const wanted = filter.toLowerCase();
  const category = categories.data?.find(
    (candidate) => candidate.name.toLowerCase() === wanted || candidate.slug === wanted,
  );
  return category ? categoryLabel(category) : filter;
}
