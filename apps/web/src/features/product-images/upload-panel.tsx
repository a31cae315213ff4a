import {
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_UPLOAD_TYPES,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_PATHS,
  PRODUCT_IMAGES_MAX,
  type ProductImagesChanged,
} from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { imagesChanged } from './api';
import { fileProblem, formatBytes, uploadTypeOf } from './file-checks';
import { UploadNetworkError, uploadWithProgress } from '../../api/upload';

// Adding images: files chosen or dropped join a list where each gets its description (alt text,
// which the server requires) before anything is sent. A file the shop cannot take (type, size) is
// marked at once with the contract's words and never sent. "Upload" then sends the files one at a
// time (the server encodes one at a time anyway), each with its own progress bar; a sent file
// leaves the list and appears among the product's images. A refusal stays on its file to fix.

type EntryStatus = 'ready' | 'uploading' | 'failed';

interface Entry {
  key: number;
  file: File;
  /** Why the file can never go (type, size); such an entry can only be removed. */
  refused: string | null;
  alt: string;
  altError?: string;
  /** The last attempt's refusal, shown on the file. */
  error?: string;
  status: EntryStatus;
  /** 0..100 while uploading. */
  progress: number;
  preview: string | null;
}

const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

function altProblem(alt: string): string | undefined {
  const text = alt.trim();
  if (!text) return PRODUCT_IMAGE_MESSAGES.altRequired;
  if (text.length > IMAGE_ALT_MAX_LENGTH) return PRODUCT_IMAGE_MESSAGES.altTooLong;
  return undefined;
}

/** The words for a refused upload: the field the server names, else its message, else by status. */
function uploadFailure(error: unknown): { alt?: string; file?: string; stop?: boolean } {
  if (error instanceof UploadNetworkError)
    return { file: 'The upload did not reach the shop. Check the connection and retry.' };
  if (!(error instanceof ApiError)) return { file: 'Something went wrong. Please try again.' };
  const { errors, message } = error.body;
  if (errors?.alt) return { alt: errors.alt };
  if (errors?.image) return { file: errors.image };
  const byStatus: Record<number, string> = {
    413: PRODUCT_IMAGE_MESSAGES.fileTooLarge,
    415: PRODUCT_IMAGE_MESSAGES.fileType,
    422: PRODUCT_IMAGE_MESSAGES.tooManyImages,
    429: 'Too many uploads for now. Wait a few minutes, then upload the rest.',
  };
  const words =
    (error.status < 500 ? message : undefined) ?? byStatus[error.status] ?? 'Something went wrong. Please try again.';
  // No use sending the rest: the product is full, or the rate limit holds for a while.
  return {
    file: words,
    stop: error.status === 422 || error.status === 429 || error.status === 401 || error.status === 403,
  };
}

function previewOf(file: File): string | null {
  // jsdom and very old browsers have no object URLs: the list then shows the name only.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function forget(entry: Entry): void {
  if (entry.preview) URL.revokeObjectURL(entry.preview);
}

export function UploadPanel({ productId, imageCount }: { productId: number; imageCount: number }) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [running, setRunning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const latest = useRef(entries);
  latest.current = entries;

  // Object URLs of previews are released when the screen goes.
  useEffect(() => () => latest.current.forEach(forget), []);

  const update = (key: number, change: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = (files: FileList | readonly File[]) => {
    const added = [...files].map<Entry>((file) => ({
      key: nextKey.current++,
      file,
      refused: fileProblem(file),
      alt: '',
      status: 'ready',
      progress: 0,
      preview: fileProblem(file) ? null : previewOf(file),
    }));
    if (added.length > 0) setEntries((list) => [...list, ...added]);
  };

  const remove = (entry: Entry) => {
    forget(entry);
    setEntries((list) => list.filter((item) => item.key !== entry.key));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    // Only files are taken here (an image dragged within the list below is not).
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const sendable = entries.filter((entry) => !entry.refused && entry.status !== 'uploading');

  const uploadAll = async () => {
    // Every description first: nothing goes until each file has one.
    const missing = sendable.filter((entry) => altProblem(entry.alt));
    if (missing.length > 0) {
      setEntries((list) =>
        list.map((entry) => (missing.includes(entry) ? { ...entry, altError: altProblem(entry.alt) } : entry)),
      );
      document.getElementById(`upload-alt-${missing[0]!.key}`)?.focus();
      return;
    }
    setRunning(true);
    let sent = 0;
    for (const { key } of sendable) {
      const entry = latest.current.find((item) => item.key === key);
      if (!entry) continue; // removed meanwhile
      const type = uploadTypeOf(entry.file);
      if (!type) continue;
      update(key, { status: 'uploading', progress: 0, error: undefined, altError: undefined });
      try {
        const answer = await uploadWithProgress<ProductImagesChanged>(
          PRODUCT_IMAGE_PATHS.upload(productId, entry.alt.trim()),
          entry.file,
          { contentType: type, onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }) },
        );
        imagesChanged(queryClient, productId, answer.data);
        forget(entry);
        setEntries((list) => list.filter((item) => item.key !== key));
        sent++;
      } catch (error) {
        const failure = uploadFailure(error);
        update(key, { status: 'failed', progress: 0, error: failure.file, altError: failure.alt });
        if (failure.stop) break;
      }
    }
    setRunning(false);
    if (sent > 0) toast.success(sent === 1 ? PRODUCT_IMAGE_MESSAGES.uploaded : `${sent} images uploaded`);
  };

  const full = imageCount >= PRODUCT_IMAGES_MAX;
  return (
    <section aria-labelledby="add-images" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="add-images" className="text-base font-semibold text-ink">
        Add images
      </h2>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        className={`mt-3 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition sm:py-8 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-slate-500" />
        <p className="text-sm text-slate-700">{full ? PRODUCT_IMAGE_MESSAGES.tooManyImages : 'Drop images here, or'}</p>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          data-testid="image-file-input"
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = ''; // the same file can be chosen again after removing it
          }}
        />
        <Button variant="secondary" disabled={full} onClick={() => inputRef.current?.click()}>
          Choose images
        </Button>
        <p id="upload-rules" className="text-xs text-slate-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB each; at most {PRODUCT_IMAGES_MAX} images per product.
        </p>
      </div>

      {entries.length > 0 ? (
        <>
          <ul aria-label="Images to upload" className="mt-4 divide-y divide-slate-200">
            {entries.map((entry) => (
              <QueuedFile
                key={entry.key}
                entry={entry}
                disabled={running}
                onAlt={(alt) => update(entry.key, { alt, altError: undefined })}
                onRemove={() => remove(entry)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
            <p className="mr-auto text-sm text-slate-600" aria-live="polite">
              {running
                ? 'Sending one file at a time...'
                : sendable.length === 0
                  ? 'Remove the files the shop cannot take.'
                  : `${sendable.length} ${sendable.length === 1 ? 'image' : 'images'} ready`}
            </p>
            <Button
              onClick={() => void uploadAll()}
              disabled={sendable.length === 0}
              loading={running}
              loadingText="Uploading..."
              icon={<Upload aria-hidden="true" className="size-4" />}
            >
              {sendable.length > 1 ? `Upload ${sendable.length} images` : 'Upload image'}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function QueuedFile({
  entry,
  disabled,
  onAlt,
  onRemove,
}: {
  entry: Entry;
  disabled: boolean;
  onAlt(alt: string): void;
  onRemove(): void;
}) {
  const uploading = entry.status === 'uploading';
  const name = entry.file.name || 'Unnamed file';
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4" data-testid="queued-file">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:size-20">
        {entry.preview ? <img src={entry.preview} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium text-ink">{name}</span>
            <span className="text-slate-600">{formatBytes(entry.file.size)}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={uploading || disabled}
            onClick={onRemove}
            aria-label={`Remove ${name} from the list`}
            icon={<X aria-hidden="true" className="size-4" />}
            className="-mt-1 -mr-2"
          >
            <span className="hidden sm:inline">Remove</span>
          </Button>
        </div>
        {entry.refused ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {entry.refused}
          </p>
        ) : (
          <>
            <TextField
              id={`upload-alt-${entry.key}`}
              label="Description (alt text)"
              hint="What the picture shows, for shoppers who cannot see it: e.g. “Black phone, back view”."
              className="mt-2"
              value={entry.alt}
              maxLength={IMAGE_ALT_MAX_LENGTH + 50}
              required
              disabled={uploading || disabled}
              error={entry.altError}
              onChange={(event) => onAlt(event.target.value)}
            />
            {uploading ? <UploadProgress name={name} value={entry.progress} /> : null}
            {entry.error ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {entry.error}
              </p>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

function UploadProgress({ name, value }: { name: string; value: number }) {
  // All bytes sent: the server is now making the variants (a few seconds for a large photo).
  const processing = value >= 100;
  return (
    <div className="mt-3">
      <div className="flex justify-between text-xs text-slate-700">
        <span>{processing ? 'Processing...' : 'Uploading...'}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={processing ? 'Processing' : `${value}%`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
