import { Headset, ShieldCheck, Truck, Wallet } from 'lucide-react';
import type { ShopPromise } from '../../../content/home';
import { t } from '../../../i18n';

const icons: Record<ShopPromise['icon'], typeof Truck> = {
  truck: Truck,
  shield: ShieldCheck,
  headset: Headset,
  wallet: Wallet,
};

/**
 * Free delivery above the shop's threshold, genuine products, 24/7 support and the payment
 * options (docs/rules/catalogue.md#home-page), worded with the stored settings (/staff/settings),
 * or the owner's own promises (/staff/storefront); nothing when there are none.
 */
export function PromiseStrip({ promises }: { promises: ShopPromise[] }) {
  if (promises.length === 0) return null;
  return (
    <section aria-label={t('home.promisesLabel')} className="border-y border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
        {promises.map((promise) => {
          const Icon = icons[promise.icon];
          return (
            <li key={promise.title} className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-ink sm:text-base">{promise.title}</span>
                <span className="block text-xs text-slate-600 sm:text-sm">{promise.text}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
