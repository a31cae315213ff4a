import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ProductImageManager } from '../../features/product-images';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/products/:id/images: one product's images (admins only). */
export function Component() {
  const { id = '' } = useParams();
  const productId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Product images | ${shopName()}`} description="A product's images." noIndex />
      <StaffGuard need="admin">
        {productId > 0 ? (
          <ProductImageManager productId={productId} />
        ) : (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            Product not found. Check the address.
          </p>
        )}
      </StaffGuard>
    </div>
  );
}
