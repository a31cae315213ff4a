import {
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_HIDDEN_ATTRIBUTE,
  ANNOUNCEMENT_SCRIPT,
  announcementKey,
  announcementShowing,
} from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { shopInfoQuery } from '../../api/shop-info';
import { localText, t } from '../../i18n';
import { ShopLinkTo } from './shop-link';

// The owner's announcement under the header (issue #32): on every storefront page while it is
// switched on and today (Nepal time) is within its days, until the shopper closes it. In the
// document's flow just below the fixed header, so it takes its own height on any screen and the
// page below needs no offset; the server draws it in the first screen, and its inline script hides a
// bar this browser closed before the page paints (no jump when the app takes over).

function readDismissed(): string | null {
  try {
    return localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY);
  } catch {
    return null; // storage blocked: the bar shows, and closes for this page
  }
}

export function AnnouncementBar({ now = () => new Date() }: { now?: () => Date }) {
  const bar = useQuery(shopInfoQuery()).data?.announcement ?? null;
  // undefined until read after hydration: the server's HTML (and the first client render) has the bar.
  const [dismissed, setDismissed] = useState<string | null | undefined>(undefined);
  useEffect(() => setDismissed(readDismissed()), []);
  // Once this component decides, the early script's mark is no longer needed (and must not hide
  // another announcement later).
  useEffect(() => {
    if (dismissed !== undefined) document.documentElement.removeAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE);
  }, [dismissed]);

  if (!bar || !announcementShowing(bar, now())) return null;
  const key = announcementKey(bar);
  if (dismissed === key) return null;
  const text = localText(bar.text, bar.text_ne);
  const close = () => {
    try {
      localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, key);
    } catch {
      // Not remembered: it shows again on the next visit.
    }
    setDismissed(key);
  };
  return (
    <>
      <section
        aria-label={t('layout.announcement')}
        data-announcement={key}
        className="bg-ink text-white [html[data-announcement-hidden]_&]:hidden"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 py-1.5 pr-1 pl-4 sm:px-6 lg:px-8">
          <p className="min-w-0 flex-1 text-center text-sm leading-5 sm:pl-10">
            {bar.link ? (
              <ShopLinkTo href={bar.link} className="underline underline-offset-2 hover:text-brand-100">
                {text}
              </ShopLinkTo>
            ) : (
              text
            )}
          </p>
          <button
            type="button"
            onClick={close}
            aria-label={t('layout.dismissAnnouncement')}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-200 transition hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_SCRIPT }} />
    </>
  );
}
