import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ProductEditor } from '../../features/admin-catalog';
import { ProductAttributesFieldset } from '../../features/category-attributes';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/products/new and /staff/products/:id: the product editor (admins only). */
export function Component() {
  const { id } = useParams();
  const productId = id === undefined ? null : /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta
        title={productId === null ? `New product | ${shopName()}` : `Edit product | ${shopName()}`}
        description="A product."
        noIndex
      />
      <StaffGuard need="admin">
        {productId === 0 ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            Product not found. Check the address.
          </p>
        ) : (
          <>
            {/* A new key per product: opening another product starts a fresh form. The two are
                siblings, so their keys differ too: one key for both left React to mix them up. */}
            <ProductEditor key={`editor-${productId ?? 'new'}`} productId={productId} />
            {productId === null ? null : (
              <ProductAttributesFieldset key={`attributes-${productId}`} productId={productId} />
            )}
          </>
        )}
      </StaffGuard>
    </div>
  );
}
