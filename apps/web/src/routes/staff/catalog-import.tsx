import { PageMeta } from '../../components/page-meta';
import { CatalogueImport } from '../../features/catalog-import';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/catalogue/import: prices and stock by CSV (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Bulk updates | ${shopName()}`} description="Prices and stock by CSV." noIndex />
      <StaffGuard need="admin">
        <CatalogueImport />
      </StaffGuard>
    </div>
  );
}
