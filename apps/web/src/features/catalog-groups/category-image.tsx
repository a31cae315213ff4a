import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MEDIA_PATH,
  categoryImageFormSchema,
  IMAGE_UPLOAD_TYPES,
  PRODUCT_IMAGE_MESSAGES,
  type CategoryImageForm,
  type CategoryImageFormOutput,
  type MediaUploaded,
} from '@pasal/contract';
import { ImageIcon, Upload } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { UploadNetworkError, uploadWithProgress } from '../../api/upload';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { fileProblem, uploadTypeOf } from '../product-images';
import { isOwnImage } from './shared';

// A category's picture is chosen by uploading a file (issue #35): the same checks and server
// pipeline as product images (POST /api/v1/admin/media/ stores it and answers its /media/ address),
// with a preview of what the shop will show. Nobody types a /media/… path any more.

const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/** The words for a refused upload: the server's field message, else its message, else by status. */
function uploadFailure(error: unknown): string {
  if (error instanceof UploadNetworkError) return 'The upload did not reach the shop. Check the connection and retry.';
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const byStatus: Record<number, string> = {
    413: PRODUCT_IMAGE_MESSAGES.fileTooLarge,
    415: PRODUCT_IMAGE_MESSAGES.fileType,
    429: 'Too many uploads for now. Wait a few minutes, then try again.',
  };
  return (
    error.body.errors?.image ??
    (error.status < 500 ? error.body.message : undefined) ??
    byStatus[error.status] ??
    'Something went wrong. Please try again.'
  );
}

interface CategoryImagePickerProps {
  /** The picture's address: '' for none yet. */
  value: string;
  onChange(image: string): void;
  /** A refusal to show (the form's, or the server's for the field). */
  error?: string | undefined;
  /** The category's name, for the preview's and the button's words. */
  name?: string;
  /** Focus target for the form's first error. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Where the picture shows (the home page's slides use the picker too). */
  hint?: string;
}

/** A preview of the picture and an Upload button; a chosen file is checked, sent and previewed. */
export function CategoryImagePicker({
  value,
  onChange,
  error,
  name,
  buttonRef,
  hint = 'Shown for the category on the home page and in menus.',
}: CategoryImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? (error && !value ? PRODUCT_IMAGE_MESSAGES.fileMissing : error);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file);
    const type = uploadTypeOf(file);
    if (refused || !type) {
      setProblem(refused ?? PRODUCT_IMAGE_MESSAGES.fileType);
      return;
    }
    setProblem(undefined);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<MediaUploaded>(ADMIN_MEDIA_PATH, file, {
        contentType: type,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      onChange(answer.data.image);
    } catch (failure) {
      setProblem(uploadFailure(failure));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={shown ? `${id}-error` : `${id}-hint`}>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Image
      </p>
      <div className="mt-1.5 flex items-center gap-3">
        {value && isOwnImage(value) ? (
          <img
            src={value}
            alt={name ? `Picture of ${name}` : 'The chosen picture'}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-500"
          >
            <ImageIcon className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="category-image-input"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            ref={buttonRef}
            variant="secondary"
            size="sm"
            loading={progress !== null}
            loadingText="Uploading..."
            icon={<Upload aria-hidden="true" className="size-4" />}
            onClick={() => inputRef.current?.click()}
          >
            {value ? 'Upload another image' : 'Upload an image'}
          </Button>
          {progress !== null ? (
            <p role="status" className="mt-1 text-xs text-slate-700">
              Uploading… {progress}%
            </p>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB. {hint}
        </p>
      )}
    </div>
  );
}

interface CategoryImageDialogProps {
  name: string;
  initial: string;
  pending: boolean;
  /** Saves the new address; `showError` puts the server's refusal under the picture. */
  onSubmit(image: string, showError: (message: string) => void): void;
  onClose(): void;
}

/** Change a category's picture: upload a file, see it, then Save (Cancel keeps the old one). */
export function CategoryImageDialog({ name, initial, pending, onSubmit, onClose }: CategoryImageDialogProps) {
  // The picture is a value of the form, set by the picker's upload (no field to focus); a refusal
  // stays until another picture is uploaded.
  const { handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<
    CategoryImageForm,
    unknown,
    CategoryImageFormOutput
  >({
    resolver: zodResolver(categoryImageFormSchema),
    defaultValues: { image: initial },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const image = watch('image');
  const submit = handleSubmit((chosen) =>
    onSubmit(chosen.image, (message) => setError('image', { type: 'server', message })),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={`Image of ${name}`}
      description="The picture shown for the category on the home page and in menus. Upload a new one, then save."
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <CategoryImagePicker
          value={image}
          name={name}
          error={formState.errors.image?.message}
          onChange={(next) => {
            setValue('image', next);
            clearErrors('image');
          }}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending} loadingText="Saving..." disabled={image === initial}>
            Save image
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
