import { SHOP_ADDRESS } from '@pasal/contract';
import { BadgeCheck, Headphones, Truck, Wallet } from 'lucide-react';
import { Outlet } from 'react-router';
import { AppToaster } from '../../components/layout/app-toaster';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { localAmount, paymentMethodName } from '../../components/locale-format';
import { type ShopFacts } from '../../content/policy-facts';
import { useShopFacts } from '../../api/shop-info';
import { localText, shopName, t } from '../../i18n';

/** "eSewa, Khalti or Cash on Delivery" in the page's language (the brands stay as they are). */
function payMethods(methods: ShopFacts['paymentMethods']): string {
  const names = methods.map(paymentMethodName);
  if (names.length <= 1) return names.join('');
  return t('auth.methodsOr', { list: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** Worded with the shop's settings (threshold, payment methods) as an admin set them. */
function promisesFor(facts: ShopFacts) {
  return [
    { icon: Truck, text: t('auth.promiseDelivery', { threshold: localAmount(facts.freeDeliveryThreshold) }) },
    { icon: BadgeCheck, text: t('auth.promiseGenuine') },
    { icon: Headphones, text: t('auth.promiseSupport') },
    { icon: Wallet, text: t('auth.promisePay', { methods: payMethods(facts.paymentMethods) }) },
  ];
}

// Login, signup and password reset have their own layout: no shop header, one focused card.
export function Component() {
  const facts = useShopFacts();
  const promises = promisesFor(facts);
  return (
    <>
      <div className="grid min-h-screen bg-slate-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <aside className="hidden flex-col justify-between bg-brand-800 p-12 text-white lg:flex">
          <p className="text-2xl font-bold tracking-tight">{shopName()}</p>
          <div>
            <p className="text-3xl leading-tight font-semibold">{t('auth.layoutTagline')}</p>
            <ul className="mt-8 space-y-4">
              {promises.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-brand-50">
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-brand-100">
            {/* The demo shop's short address until an admin saves the shop's own (issue #32). */}
            {facts.address === SHOP_ADDRESS ? t('auth.shopAddress') : localText(facts.address, facts.addressNe)}
          </p>
        </aside>
        <main id="main" className="flex flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
          <div className="w-full max-w-md">
            <div className="mb-6 flex items-center justify-between gap-3">
              <Logo />
              {/* No shop header here, so the language switch comes with the card (issue 30). */}
              <LanguageSwitch className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-ink" />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <Outlet />
            </div>
          </div>
        </main>
      </div>
      {/* Outside the grid: Sonner's wrapper would otherwise become a second grid row. */}
      <AppToaster />
    </>
  );
}
