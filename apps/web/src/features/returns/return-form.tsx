import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORDER_MESSAGES,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MESSAGES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  returnRequestFormSchema,
  toDevanagariDigits,
  translateMessage,
  type ReturnableLine,
  type ReturnReason,
} from '@pasal/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { failureMessage } from '../../api/failure-message';
import { formatBsAd } from '../../components/format-date';
import { Button } from '../../components/ui/button';
import { Select, Textarea } from '../../components/ui/field';
import { activeLocale, t, type MessageId } from '../../i18n';
import { useRequestReturn } from './api';

// The return form (issue #33): units per line (only lines still in their window, never more than
// are left to return), a reason from the list, a note and up to three photos (JPEG, PNG or WebP, at
// most 5 MB each: checked here by the browser's reading of the file, and again by the server from
// its bytes). The photos go after the request, one by one; one refused does not undo the request.

const REASON_IDS: Readonly<Record<ReturnReason, MessageId>> = {
  faulty: 'returns.reason_faulty',
  damaged: 'returns.reason_damaged',
  wrong_item: 'returns.reason_wrong_item',
  not_as_described: 'returns.reason_not_as_described',
  changed_mind: 'returns.reason_changed_mind',
  other: 'returns.reason_other',
};

const figures = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

const PHOTO_TYPES: readonly string[] = RETURN_PHOTO_TYPES;

/** Why this file cannot be sent, as far as the browser can tell; null when it may. */
function photoRefusal(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return RETURN_PHOTO_MESSAGES.fileType;
  if (file.size > RETURN_PHOTO_MAX_BYTES) return RETURN_PHOTO_MESSAGES.tooLarge;
  return null;
}

/** A file's size as people read it: KB under a megabyte, else MB with one decimal. */
function fileSize(bytes: number): string {
  const small = bytes < 1024 * 1024;
  const figure = small ? String(Math.max(1, Math.round(bytes / 1024))) : (bytes / (1024 * 1024)).toFixed(1);
  return `${activeLocale() === 'ne' ? toDevanagariDigits(figure) : figure} ${small ? 'KB' : 'MB'}`;
}

/** What the form holds: units of every line (0 for those that cannot go back), no reason yet is ''. */
interface ReturnFormValues {
  lines: { line_id: number; quantity: number }[];
  reason: ReturnReason | '';
  note: string;
}
type ReturnFormOutput = z.output<typeof returnRequestFormSchema>;

function failure(error: unknown): string {
  return translateMessage(failureMessage(error, ORDER_MESSAGES.somethingWentWrong), activeLocale());
}

export function ReturnForm({
  transactionId,
  lines,
  onDone,
  onCancel,
}: {
  transactionId: string;
  lines: readonly ReturnableLine[];
  onDone(): void;
  onCancel(): void;
}) {
  const request = useRequestReturn(transactionId);
  // No field takes the focus and an error stays until the next submit, as before react-hook-form.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnFormValues, unknown, ReturnFormOutput>({
    // The reason starts as '' (nothing chosen), which the schema refuses with its message.
    resolver: zodResolver(returnRequestFormSchema) as unknown as Resolver<ReturnFormValues, unknown, ReturnFormOutput>,
    defaultValues: {
      lines: lines.map((line) => ({ line_id: line.line_id, quantity: 0 })),
      reason: '',
      note: '',
    },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  // The lines' fields are registered one by one, so their shared message lands on the list's root.
  const linesError = errors.lines?.root?.message;
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const photoId = useId();

  const choosePhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen.length === 0) return;
    if (photos.length + chosen.length > RETURN_PHOTOS_MAX) {
      setPhotoError(RETURN_PHOTO_MESSAGES.tooMany);
      return;
    }
    const refused = chosen.map(photoRefusal).find((refusal) => refusal !== null);
    if (refused) {
      setPhotoError(refused);
      return;
    }
    setPhotoError(undefined);
    setPhotos([...photos, ...chosen]);
  };

  const onSubmit = handleSubmit((returned) =>
    request.mutate(
      { request: returned, photos },
      {
        onSuccess: ({ answer, failures }) => {
          if (failures.length === 0) toast.success(translateMessage(answer.message, activeLocale()));
          for (const { name, error } of failures)
            toast.error(t('returns.photoFailed', { name, reason: failure(error) }));
          onDone();
        },
        onError: (error) => toast.error(failure(error)),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <fieldset aria-describedby={linesError ? 'return-units-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('returns.unitsLabel')}</legend>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {lines.map((line, index) => {
            const open = line.in_window && line.returnable_quantity > 0;
            return (
              <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{line.description}</span>
                  <span className="block text-xs text-slate-600">
                    {!line.in_window
                      ? t('returns.windowOver')
                      : line.returnable_quantity === 0
                        ? t('returns.noneLeft')
                        : t('returns.returnBy', { date: formatBsAd(line.window_ends_at) })}
                  </span>
                </span>
                {open ? (
                  <Select
                    label={t('returns.unitsOf', { item: line.description })}
                    className="w-24 [&_label]:sr-only"
                    {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
                    options={Array.from({ length: line.returnable_quantity + 1 }, (_, count) => ({
                      value: String(count),
                      label: figures(count),
                    }))}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {linesError ? (
          <p id="return-units-error" role="alert" className="mt-1 text-sm text-red-700">
            {translateMessage(linesError, activeLocale())}
          </p>
        ) : null}
      </fieldset>
      <Select
        label={t('returns.reason')}
        placeholder={t('returns.chooseReason')}
        error={errors.reason?.message}
        options={RETURN_REASONS.map((value) => ({ value, label: t(REASON_IDS[value]) }))}
        {...register('reason')}
      />
      <Textarea
        label={t('returns.note')}
        optional
        hint={t('returns.noteHint')}
        rows={3}
        maxLength={RETURN_NOTE_MAX_LENGTH}
        {...register('note')}
      />
      <div>
        <label htmlFor={photoId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('returns.photos')} <span className="font-normal text-slate-600">{t('account.uiOptional')}</span>
        </label>
        <input
          ref={photoInput}
          id={photoId}
          type="file"
          accept={RETURN_PHOTO_TYPES.join(',')}
          multiple
          aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
          aria-invalid={photoError ? true : undefined}
          onChange={choosePhotos}
          className="block w-full text-sm text-slate-700 file:mr-3 file:inline-flex file:h-9 file:cursor-pointer file:rounded-full file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50"
        />
        <p id={`${photoId}-hint`} className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-600">
          <ImagePlus aria-hidden="true" className="size-4 shrink-0" />
          {t('returns.photosHint')}
        </p>
        {photoError ? (
          <p id={`${photoId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {translateMessage(photoError, activeLocale())}
          </p>
        ) : null}
        {photos.length > 0 ? (
          <ul aria-label={t('returns.photosChosen')} className="mt-2 space-y-1">
            {photos.map((photo, index) => (
              <li
                key={`${photo.name}-${index}`}
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 truncate text-ink">{photo.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
                  {fileSize(photo.size)}
                  <button
                    type="button"
                    aria-label={t('returns.photoRemove', { name: photo.name })}
                    onClick={() => {
                      setPhotos(photos.filter((_, at) => at !== index));
                      setPhotoError(undefined);
                      photoInput.current?.focus();
                    }}
                    className="inline-flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('returns.cancel')}
        </Button>
        <Button type="submit" loading={request.isPending} loadingText={t('returns.sending')}>
          {t('returns.submit')}
        </Button>
      </div>
    </form>
  );
}
