import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGES_MAX,
  productImageAltFormSchema,
  type AdminProductImage,
  type ProductImageAltForm,
  type ProductImageAltFormOutput,
} from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { ProductPicture } from '../../components/product-image';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogClose, useFocusOnNextClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { productImageKeys, useDeleteImage, useDescribeImage, useReorderImages } from './api';
import { moveItem } from './file-checks';
import { staffFailureMessage } from '../../api/failure-message';

// The product's images in their shop order (the first is the main image): move one by dragging it
// or with its Move up / Move down buttons, change its description, delete it (confirmed first).
// A new order shows at once and is saved with every id (PUT); when someone else changed the images
// meanwhile (409) the list is read again. The moved image's button keeps the keyboard focus.

/** The server's words for a refusal (4xx), else a generic line. */
const DRAG_TYPE = 'application/x-pasal-image';

export function ImageList({ productId, images }: { productId: number; images: AdminProductImage[] }) {
  const queryClient = useQueryClient();
  const reorder = useReorderImages(productId);
  const [editing, setEditing] = useState<AdminProductImage | null>(null);
  const [deleting, setDeleting] = useState<AdminProductImage | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted image's row and Delete button are gone: the list's heading takes the focus.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const deleteImage = useDeleteImage(productId);

  // After a keyboard move the moved image's button keeps focus (its row moved in the page); at the
  // top or bottom, where that button is disabled, its other one takes it.
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    focusAfterMove.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-image-id="${wanted.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [images]);

  const saveOrder = (next: AdminProductImage[], moved: AdminProductImage) => {
    const key = productImageKeys.images(productId);
    queryClient.setQueryData(key, next);
    const position = next.findIndex((image) => image.id === moved.id) + 1;
    setAnnouncement(`Image moved to position ${position} of ${next.length}.`);
    reorder.mutate(
      next.map((image) => image.id),
      {
        // One toast for a run of moves, not one per step.
        onSuccess: (answer) => toast.success(answer.message, { id: 'image-order' }),
        onError: (error) => {
          const changedMeanwhile = error instanceof ApiError && error.status === 409;
          toast.error(changedMeanwhile ? PRODUCT_IMAGE_MESSAGES.orderMismatch : staffFailureMessage(error), {
            id: 'image-order',
          });
          void queryClient.invalidateQueries({ queryKey: key });
        },
      },
    );
  };

  const move = (image: AdminProductImage, direction: 'up' | 'down') => {
    const from = images.findIndex((item) => item.id === image.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= images.length) return;
    focusAfterMove.current = { id: image.id, direction };
    saveOrder(moveItem(images, from, to), image);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const from = images.findIndex((item) => item.id === dragged);
    setDragged(null);
    setDropAt(null);
    if (from < 0 || from === index) return;
    saveOrder(moveItem(images, from, index), images[from]!);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteImage.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setAnnouncement('');
        focusNextClose(() => headingRef.current);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(staffFailureMessage(error));
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: productImageKeys.images(productId) });
      },
    });
  };

  return (
    <section aria-labelledby="product-images" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="product-images"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink focus:outline-none"
        >
          Images on the shop
        </h2>
        <p className="text-sm text-slate-600">
          {images.length} of {PRODUCT_IMAGES_MAX} · the first is the main image;{' '}
          <span className="hidden sm:inline">drag or </span>use the arrows to reorder
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {images.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
          No images yet. Add the first one above: it becomes the product’s main image.
        </p>
      ) : (
        <ol ref={listRef} aria-label="Product images, in shop order" className="mt-4 grid gap-3">
          {images.map((image, index) => (
            <li
              key={image.id}
              data-image-id={image.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData(DRAG_TYPE, String(image.id));
                setDragged(image.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropAt(null);
              }}
              onDragOver={(event) => {
                if (dragged === null) return; // files are dropped in the panel above
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropAt(index);
              }}
              onDrop={(event) => onDrop(event, index)}
              className={`flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3 transition sm:flex-nowrap sm:gap-4 ${
                dropAt === index && dragged !== image.id ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'
              } ${dragged === image.id ? 'opacity-50' : ''}`}
            >
              <GripVertical aria-hidden="true" className="hidden size-5 shrink-0 cursor-grab text-slate-500 sm:block" />
              <div className="size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
                <ProductPicture
                  image={image}
                  alt=""
                  sizes="80px"
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="size-full object-contain"
                />
              </div>
              <div className="min-w-0 flex-1 basis-40">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                  Image {index + 1}
                  {index === 0 ? <Badge tone="brand">Main image</Badge> : null}
                  {image.variants ? null : <Badge tone="neutral">Demo</Badge>}
                </p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">
                  {image.alt || <em className="text-amber-900">No description yet</em>}
                </p>
              </div>
              <div className="flex w-full shrink-0 flex-wrap justify-end gap-1 sm:w-auto">
                <Button
                  variant="ghost"
                  size="sm"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(image, 'up')}
                  aria-label={`Move image ${index + 1} up`}
                  icon={<ArrowUp aria-hidden="true" className="size-4" />}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  data-move="down"
                  disabled={index === images.length - 1}
                  onClick={() => move(image, 'down')}
                  aria-label={`Move image ${index + 1} down`}
                  icon={<ArrowDown aria-hidden="true" className="size-4" />}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(image)}
                  aria-label={`Edit description of image ${index + 1}`}
                  icon={<Pencil aria-hidden="true" className="size-4" />}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(image)}
                  aria-label={`Delete image ${index + 1}`}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                />
              </div>
            </li>
          ))}
        </ol>
      )}

      {editing ? (
        <DescribeDialog
          productId={productId}
          image={editing}
          position={images.findIndex((image) => image.id === editing.id) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this image?"
        description={
          deleting
            ? `“${deleting.alt || 'This image'}” is taken off the product. Shoppers may still see it for a while where their browser kept a copy.`
            : ''
        }
        confirmLabel="Delete image"
        pending={deleteImage.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
        focusOnClose={focusOnClose}
      />
    </section>
  );
}

function DescribeDialog({
  productId,
  image,
  position,
  onClose,
}: {
  productId: number;
  image: AdminProductImage;
  position: number;
  onClose(): void;
}) {
  const describe = useDescribeImage(productId);
  // The message goes as the description is edited and comes back only with the next try.
  const { register, handleSubmit, setError, clearErrors, setFocus, formState } = useForm<
    ProductImageAltForm,
    unknown,
    ProductImageAltFormOutput
  >({
    resolver: zodResolver(productImageAltFormSchema),
    defaultValues: { alt: image.alt },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.alt?.message;
  // A message new since the last edit (the schema's or the server's) brings the cursor back to the
  // field; the same one again, unedited, leaves the cursor where it is, as before.
  const focusedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!error || error === focusedFor.current) return;
    focusedFor.current = error;
    setFocus('alt');
  }, [error, setFocus]);

  const submit = handleSubmit(({ alt }) =>
    describe.mutate(
      { imageId: image.id, alt },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.body.errors?.alt : undefined;
          if (fieldError) setError('alt', { type: 'server', message: fieldError });
          else toast.error(staffFailureMessage(failure));
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Describe image ${position}`}
      description="Shoppers who cannot see the picture hear this, and search engines read it."
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Description (alt text)"
          required
          error={error}
          {...register('alt', {
            onChange: () => {
              focusedFor.current = undefined;
              clearErrors('alt');
            },
          })}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={describe.isPending} loadingText="Saving...">
            Save description
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
