import { useEffect, useState } from 'react';
import { authorisedFetch } from '../api/file-transfer';
import { Dialog } from './ui/dialog';

// Photos only their owner and staff may see (a return's, issue #33): the API answers them to a
// signed-in request only, so an <img src> cannot fetch them. Each is fetched with the access token
// and shown from an object URL, let go when the picture leaves the page. A thumbnail opens the full
// photo in a dialog.

/** The picture at `url` as an object URL while the component using it is mounted; null until then. */
function usePrivateImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; src: string | null; failed: boolean }>({
    url: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    authorisedFetch(url, { headers: { accept: 'image/webp' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // A state left from another address is not this one's.
  return state.url === url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}

function PrivateImage({ url, alt, className }: { url: string | null; alt: string; className: string }) {
  const { src, failed } = usePrivateImage(url);
  if (src) return <img src={src} alt={alt} className={className} />;
  // Loading (pulsing), or not to be had (a plain grey square).
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return <span {...named} className={`${className} block bg-slate-100 ${failed ? '' : 'animate-pulse'}`} />;
}

export interface PrivatePhoto {
  id: number;
  width: number;
  height: number;
}

/**
 * A row of thumbnails, each a button that opens the full photo. `urlOf` gives a photo's address at
 * a size; `labelOf` its name (read out, and the dialog's title).
 */
export function PrivatePhotos({
  photos,
  urlOf,
  labelOf,
  listLabel,
}: {
  photos: readonly PrivatePhoto[];
  urlOf(photo: PrivatePhoto, size: 'thumb' | 'full'): string;
  labelOf(photo: PrivatePhoto, index: number): string;
  listLabel: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = photos.findIndex((photo) => photo.id === open);
  const current = shown >= 0 ? photos[shown] : undefined;
  return (
    <>
      <ul aria-label={listLabel} className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-label={labelOf(photo, index)}
              onClick={() => setOpen(photo.id)}
              className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <PrivateImage url={urlOf(photo, 'thumb')} alt="" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onOpenChange={(next) => setOpen(next ? open : null)}
        title={current ? labelOf(current, shown) : ''}
        size="lg"
      >
        {current ? (
          <PrivateImage
            url={urlOf(current, 'full')}
            alt={labelOf(current, shown)}
            className="mx-auto h-auto max-h-[70dvh] w-full object-contain"
          />
        ) : null}
      </Dialog>
    </>
  );
}
