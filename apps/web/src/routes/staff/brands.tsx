import { PageMeta } from '../../components/page-meta';
import { BrandsScreen } from '../../features/catalog-groups';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/brands: the shop's brands (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Brands | ${shopName()}`} description="The shop's brands." noIndex />
      <StaffGuard need="admin">
        <BrandsScreen />
      </StaffGuard>
    </div>
  );
}
