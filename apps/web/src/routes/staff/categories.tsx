import { PageMeta } from '../../components/page-meta';
import { CategoriesScreen } from '../../features/catalog-groups';
import { CategoryTemplateEditor } from '../../features/category-attributes';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/categories: the shop's categories and their order (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Categories | ${shopName()}`} description="The shop's categories." noIndex />
      <StaffGuard need="admin">
        <CategoriesScreen />
        <CategoryTemplateEditor />
      </StaffGuard>
    </div>
  );
}
