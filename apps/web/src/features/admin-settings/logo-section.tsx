import { ADMIN_LOGO_PATH, IDENTITY_MESSAGES, type ShopLogo } from '@pasal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '../../api/http';
import { shopInfoQuery } from '../../api/shop-info';
import { uploadWithProgress } from '../../api/upload';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { staffFailureMessage } from '../../api/failure-message';

// The shop's logo (issue #32): uploaded here, turned by the server into the header picture, the
// favicon and the home-screen icons. Pages opened after the change show it; this page's own header
// keeps what it was drawn with until it is reloaded, which the screen says.

const ACCEPT = 'image/png,image/webp,image/jpeg';

export function LogoSection() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const logo = useQuery(shopInfoQuery()).data?.logo ?? null;
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const done = (answer: { data: { logo: ShopLogo | null; message: string } }) => {
    queryClient.setQueryData(shopInfoQuery().queryKey, (shop) => shop && { ...shop, logo: answer.data.logo });
    toast.success(answer.data.message);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setBusy('upload');
    try {
      done(
        await uploadWithProgress<{ data: { logo: ShopLogo; message: string } }>(ADMIN_LOGO_PATH, file, {
          contentType: file.type || 'application/octet-stream',
        }),
      );
    } catch (error) {
      setFailure(staffFailureMessage(error));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const onRemove = async () => {
    setFailure(null);
    setBusy('remove');
    try {
      done(await apiRequest<{ data: { logo: null; message: string } }>(ADMIN_LOGO_PATH, { method: 'DELETE' }));
    } catch (error) {
      setFailure(staffFailureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Logo
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Shown in the header and footer beside the shop name, as the browser tab's icon and as the icon of the shop on a
        phone's home screen. PNG, WebP or JPEG, at least 64 pixels high; a transparent background suits the header best.
        Pages opened after the change show it.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <div className="flex h-16 min-w-32 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4">
          {logo ? (
            <img src={logo.src} width={logo.width} height={32} alt="The shop's logo" className="h-8 w-auto" />
          ) : (
            <span className="text-sm text-slate-600">Standard mark</span>
          )}
        </div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          // Chosen through the button beside it: one tab stop, named for tools that list the form's fields.
          tabIndex={-1}
          aria-label="Logo file"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          loading={busy === 'upload'}
          loadingText="Uploading..."
          disabled={busy !== null}
          onClick={() => input.current?.click()}
        >
          {logo ? 'Replace logo' : 'Upload logo'}
        </Button>
        {logo ? (
          <Button
            variant="ghost"
            loading={busy === 'remove'}
            loadingText="Removing..."
            disabled={busy !== null}
            onClick={() => void onRemove()}
          >
            Remove logo
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {IDENTITY_MESSAGES.logoType}
      </p>
      <div className="mt-3">
        <FormAlert message={failure} />
      </div>
    </section>
  );
}
