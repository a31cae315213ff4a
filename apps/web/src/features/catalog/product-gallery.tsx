import { PRODUCT_GALLERY_SIZES, type ProductImage } from '@pasal/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, useState } from 'react';
import { wrapIndex } from '../../components/carousel';
import { ProductPicture } from '../../components/product-image';
import { Spinner } from '../../components/spinner';
import { t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

/**
 * The product page gallery (docs/rules/catalogue.md#product-page): previous and next wrap around,
 * thumbnails select an image, and a spinner shows until the image has loaded (also in the server's
 * first screen, before any script runs), in a square box that does not move when the picture
 * arrives. `shownImageId` is the picture of the colour chosen (issue #35): the gallery turns to it
 * when the choice changes, and starts on it when the address names the colour.
 */
export function ProductGallery({
  images,
  name,
  shownImageId = null,
}: {
  images: ProductImage[];
  name: string;
  shownImageId?: number | null;
}) {
  const positionOf = (id: number | null) =>
    Math.max(
      0,
      images.findIndex((image) => image.id === id),
    );
  const [index, setIndex] = useState(() => positionOf(shownImageId));
  // Following a prop as React advises: set during render when it changes, not in an effect (which
  // would draw the old picture first).
  const [following, setFollowing] = useState(shownImageId);
  if (following !== shownImageId) {
    setFollowing(shownImageId);
    if (shownImageId !== null) setIndex(positionOf(shownImageId));
  }
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const current = images[wrapIndex(index, images.length)];
  const markLoaded = (image: string) => setLoaded((state) => (state[image] ? state : { ...state, [image]: true }));
  const arrow =
    'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-200 transition hover:bg-white hover:text-brand-700';

  if (!current) return <div className="aspect-square rounded-2xl bg-slate-100" />;
  const isLoaded = loaded[current.image] === true;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        {/* The spinner sits UNDER the picture (earlier in the same stacking order) in a box of fixed
            shape: a picture still on its way draws nothing, so the spinner shows through, and the
            picture covers it as it paints — without any script, so the server's first screen shows it
            too while a large image arrives. Once loaded it is taken away (it would otherwise go on
            announcing itself and show through transparent pictures). */}
        {isLoaded ? null : (
          <div className="absolute inset-0 flex items-center justify-center" data-testid="gallery-loading">
            <Spinner label={t('product.loadingImage')} className="text-sm text-slate-600" />
          </div>
        )}
        <ProductPicture
          key={current.image}
          image={current}
          alt={current.alt || name}
          // Half the page beside the details on a desktop, the whole width above them on a phone.
          sizes={PRODUCT_GALLERY_SIZES}
          width={600}
          height={600}
          fetchPriority="high"
          ref={(element) => {
            // Already in memory (the server's page showed it, or a thumbnail fetched it): no spinner.
            // In a transition: while the page is hydrated this runs as React commits, and a plain
            // update there would have the gallery drawn again at once, in the same long task.
            if (element?.complete && element.naturalWidth > 0) startTransition(() => markLoaded(current.image));
          }}
          onLoad={() => markLoaded(current.image)}
          onError={() => markLoaded(current.image)}
          className="relative size-full object-cover"
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('product.previousImage')}
              onClick={() => setIndex((value) => wrapIndex(value - 1, images.length))}
              className={`${arrow} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('product.nextImage')}
              onClick={() => setIndex((value) => wrapIndex(value + 1, images.length))}
              className={`${arrow} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
              {t('product.imagePosition', {
                current: localDigits(wrapIndex(index, images.length) + 1),
                total: localDigits(images.length),
              })}
            </p>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('product.productImages')}>
          {images.map((image, position) => {
            const active = position === wrapIndex(index, images.length);
            return (
              <li key={image.id} className="shrink-0">
                <button
                  type="button"
                  aria-label={t('product.showImage', { number: localDigits(position + 1) })}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setIndex(position)}
                  className={`block size-16 overflow-hidden rounded-xl border-2 bg-slate-50 transition sm:size-20 ${
                    active ? 'border-brand-600' : 'border-transparent ring-1 ring-slate-200 hover:ring-slate-300'
                  }`}
                >
                  <ProductPicture
                    image={image}
                    alt=""
                    sizes="80px"
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
