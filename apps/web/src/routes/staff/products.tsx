import { PageMeta } from '../../components/page-meta';
import { ProductList } from '../../features/admin-catalog';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/products: every product, with search, filters and inline edits (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Products | ${shopName()}`} description="The shop's products." noIndex />
      <StaffGuard need="admin">
        <ProductList />
      </StaffGuard>
    </div>
  );
}
