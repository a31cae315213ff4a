import { BadgeCheck, Headphones, Truck, Wallet } from 'lucide-react';
import { Outlet } from 'react-router';
import { AppToaster } from '../../components/layout/app-toaster';
import { Logo } from '../../components/layout/logo';
import { methodList, type ShopFacts } from '../../content/policy-facts';
import { useShopFacts } from '../../features/content/shop-info';

/** Worded with the shop's settings (threshold, payment methods) as an admin set them. */
function promisesFor(facts: ShopFacts) {
  return [
    { icon: Truck, text: `Free delivery on orders above ${facts.freeDeliveryThreshold}` },
    { icon: BadgeCheck, text: '100% genuine products' },
    { icon: Headphones, text: '24/7 support' },
    { icon: Wallet, text: `Pay with ${methodList(facts.paymentMethods, 'or')}` },
  ];
}

// Login, signup and password reset have their own layout: no shop header, one focused card.
export function Component() {
  const promises = promisesFor(useShopFacts());
  return (
    <>
      <div className="grid min-h-screen bg-slate-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <aside className="hidden flex-col justify-between bg-brand-800 p-12 text-white lg:flex">
          <p className="text-2xl font-bold tracking-tight">Pasal</p>
          <div>
            <p className="text-3xl leading-tight font-semibold">Genuine gadgets, delivered across Nepal.</p>
            <ul className="mt-8 space-y-4">
              {promises.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-brand-50">
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-brand-100">Lambagar, Tarkeshwor, Kathmandu</p>
        </aside>
        <main id="main" className="flex flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
          <div className="w-full max-w-md">
            <div className="mb-6 flex justify-center">
              <Logo />
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
