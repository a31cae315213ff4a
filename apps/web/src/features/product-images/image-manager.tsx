import { PRODUCT_STATUS_LABELS } from '@pasal/contract';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { Spinner } from '../../components/spinner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useProductForImages, useProductImages } from './api';
import { ImageList } from './image-list';
import { UploadPanel } from './upload-panel';

// The image manager of one product (/staff/products/:id/images, admins only): add images with
// their descriptions, put them in order, describe and delete them. The product's name and status
// come from the back office's product answer (a draft has a name too, but no storefront page); its
// images from the back office's list (demo SVGs included).

export function ProductImageManager({ productId }: { productId: number }) {
  const product = useProductForImages(productId);
  const images = useProductImages(productId);
  const name = product.data?.name ?? (product.isPending ? '' : `Product ${productId}`);
  const missing = images.error instanceof ApiError && (images.error.status === 404 || images.error.status === 400);

  return (
    <div className="grid gap-6">
      <div>
        <Link
          to="/staff"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Staff area
        </Link>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-700">Product images</p>
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink">{name}</h1>
            {product.data && product.data.status !== 'active' ? (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Badge tone={product.data.status === 'draft' ? 'neutral' : 'warning'}>
                  {PRODUCT_STATUS_LABELS[product.data.status]}
                </Badge>
                {product.data.status === 'draft'
                  ? 'Not in the shop yet: shoppers see these images once the product is active.'
                  : 'Off the shop: shoppers no longer see this product.'}
              </p>
            ) : null}
            {product.data ? (
              <Link
                to={`/staff/products/${productId}`}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 hover:underline"
              >
                Edit the product
              </Link>
            ) : null}
          </div>
          {product.data?.status === 'active' ? (
            <Link
              to={`/products/${product.data.slug}`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
            >
              View on the shop
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      </div>

      {images.isPending ? (
        <Spinner label="Loading images..." className="text-sm text-slate-700" />
      ) : missing ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          Product not found. It may have been deleted.
        </p>
      ) : images.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>The images could not be loaded.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void images.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <UploadPanel productId={productId} imageCount={images.data.length} />
          <ImageList productId={productId} images={images.data} />
        </>
      )}
    </div>
  );
}
