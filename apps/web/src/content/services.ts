import {
  Building2,
  Headset,
  PackageCheck,
  ScanLine,
  ShieldCheck,
  Smartphone,
  Truck,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { methodList, POLICY, type ShopFacts } from './policy-facts';

// The Services page's cards: 9, each linking to /contact (docs/rules/content.md#services).

export interface Service {
  id: number;
  title: string;
  description: string;
  Icon: LucideIcon;
}

function flexiblePayments(facts: ShopFacts): string {
  const online = facts.paymentMethods.filter((method) => method !== 'COD');
  const cash = facts.paymentMethods.includes('COD');
  if (online.length === 0) return 'Pay in cash when your order is delivered.';
  const wallets = methodList(online, 'or');
  return cash ? `Pay with ${wallets} online, or in cash when your order is delivered.` : `Pay with ${wallets} online.`;
}

/** The services, worded with the shop's settings (threshold, payment methods). */
export function servicesFor(facts: ShopFacts): Service[] {
  return [
    {
      id: 1,
      title: 'Product Consultation',
      description:
        'Not sure which phone, laptop or earbuds suit you? Tell us your budget and how you use your devices, and we will suggest the right fit.',
      Icon: Headset,
    },
    {
      id: 2,
      title: 'Fast Delivery in Kathmandu Valley',
      description: `Orders inside the Kathmandu Valley arrive ${POLICY.valleyDelivery}, free on orders above ${facts.freeDeliveryThreshold}.`,
      Icon: Truck,
    },
    {
      id: 3,
      title: 'Nationwide Shipping',
      description: `We ship to every province of Nepal in ${POLICY.outsideValleyDelivery}, with a tracking number by e-mail once your order leaves our shop.`,
      Icon: PackageCheck,
    },
    {
      id: 4,
      title: 'Warranty Claim Assistance',
      description: `We take your faulty product to the brand's authorised service centre and keep you updated. Claims take ${POLICY.warrantyClaimTime}.`,
      Icon: ShieldCheck,
    },
    {
      id: 5,
      title: 'Device Setup & Data Transfer',
      description:
        'Bring your old and new phone to our shop and we will move your contacts, photos and apps and set up your accounts with you.',
      Icon: Smartphone,
    },
    {
      id: 6,
      title: 'IMEI Registration Help',
      description:
        "Bought a phone abroad? We help you check its IMEI and register it with the Nepal Telecommunications Authority's MDMS.",
      Icon: ScanLine,
    },
    {
      id: 7,
      title: 'Corporate & Bulk Orders',
      description:
        'Equipping an office or a school? Ask for a quote: bulk discounts apply to larger quantities, with a VAT bill for your accounts.',
      Icon: Building2,
    },
    {
      id: 8,
      title: 'Flexible Payments',
      description: flexiblePayments(facts),
      Icon: Wallet,
    },
    {
      id: 9,
      title: 'Screen Guard & Accessory Fitting',
      description:
        'Get a tempered-glass screen guard or a case fitted at our shop in {locality}, bubble-free, while you wait.',
      Icon: Wrench,
    },
  ];
}
