import type { Locale, Order } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { expectNepaliMail, visibleText } from '../../../../test/helpers/nepali-mail.js';
import { shopNewOrderEmail, shopRefundDueEmail } from '../emails.js';
import type { AccountEmail, OrderRecipient } from '../recipient.js';
import { orderCancelledEmail } from './order-cancelled.js';
import { orderConfirmationEmail } from './order-confirmation.js';
import { orderDeliveredEmail } from './order-delivered.js';
import { orderReadyForPickupEmail } from './order-ready-for-pickup.js';
import { orderRefundedEmail } from './order-refunded.js';
import { orderShippedEmail } from './order-shipped.js';

// Every customer e-mail about an order in both languages (issue #30): the Nepali is Nepali
// throughout — product, colour, courier and shop names, the order and credit-note numbers and
// addresses stay as they are; amounts, counts, dates and phone numbers are in Devanagari — and the
// English is what it always was. The shop's own copies stay English whatever the order's language.

const ID = 'PSL-7QK2M9XA';
const SHOP = 'Pasal Pro';
const URL = 'https://shop.example';
const to = 'sita@example.com' as AccountEmail;
const recipient = (locale: Locale): OrderRecipient => ({ to, locale });

function anOrder(changes: Partial<Order> = {}): Order {
  return {
    transaction_id: ID,
    created_on: '2026-11-24T06:30:00.000Z',
    payment_gateway: 'COD',
    order_status: 'Pending',
    payment_status: 'unpaid',
    subtotal: 42_998,
    delivery_charge: 250,
    tax_percentage: 13,
    tax_amount: 500,
    discount: 1000,
    coupon_code: 'DASHAIN10',
    grand_total: 42_748,
    currency: 'Npr',
    first_name: 'Sita',
    last_name: 'Sharma',
    email: 'sita.contact@example.com',
    shipping: {
      country: 'Nepal',
      province: 'Gandaki Province',
      city: 'Pokhara Metropolitan City',
      details_address: 'Lakeside, Baidam',
      monument: 'Near Barahi Temple',
      postal_code: '33700',
      phone_number: '9841234567',
      province_id: 4,
      district_id: 38,
      district: 'Kaski',
      local_level_id: 414,
      local_level: 'Pokhara Metropolitan City',
      ward: 6,
      tole: 'Lakeside, Baidam',
      landmark: 'Near Barahi Temple',
    },
    delivery_method: 'delivery',
    delivery: {
      method: 'delivery',
      zone_id: 'outside',
      zone_name: 'Outside Kathmandu Valley',
      earliest: '2026-11-26',
      expected_by: '2026-12-01',
    },
    buyer_pan: null,
    notes: '',
    items: [
      {
        product_id: 1,
        product_name: 'Samsung Galaxy A15',
        product_slug: 'samsung-galaxy-a15',
        image: null,
        color_id: 2,
        color_name: 'Light Blue',
        color_name_ne: 'हल्का नीलो',
        unit_price: 21_499,
        quantity: 2,
        line_total: 42_998,
      },
    ],
    can_cancel: true,
    payment_expires_at: null,
    paid_at: null,
    cancelled_at: null,
    cancel_reason: null,
    tracking: null,
    replacement_for: null,
    timeline: [],
    ...changes,
  };
}

/** What a Nepali order e-mail may keep in Latin letters: names as entered, and the numbers of documents. */
const ALLOWED = [
  SHOP,
  'Sita',
  'Sharma',
  'Samsung Galaxy A15',
  'Lakeside, Baidam',
  'Near Barahi Temple',
  ID,
  'DASHAIN10',
  'eSewa',
  'Khalti',
  'Pathao',
];
const ALLOWED_FIGURES = [ID];

const pickupShop = {
  name: SHOP,
  address: 'Lambagar, Tarkeshwor, Kathmandu',
  opening_hours: 'Sun–Fri 10:00–19:00',
  phone: '01-4000000',
};
const pickupOrder = () =>
  anOrder({
    delivery_method: 'pickup',
    delivery: { method: 'pickup', zone_id: null, zone_name: null, earliest: null, expected_by: '2026-11-25' },
    delivery_charge: 0,
    shipping: {
      ...anOrder().shipping,
      province_id: null,
      district_id: null,
      local_level_id: null,
      ward: null,
      tole: '',
      landmark: '',
      details_address: '',
      monument: '',
      city: '',
      province: '',
      postal_code: '',
    },
  });

describe('order confirmation', () => {
  it('is English for an order placed in English, as it always was', () => {
    const mail = orderConfirmationEmail(anOrder(), recipient('en'), { name: SHOP }, URL);
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe(`Pasal Pro: your order ${ID} is confirmed`);
    expect(mail.text).toContain('Namaste Sita,\nThank you for shopping with Pasal Pro.');
    expect(mail.text).toContain('- Samsung Galaxy A15 (Light Blue) × 2 @ Rs. 21,499 = Rs. 42,998');
    expect(mail.text).toContain('Discount (DASHAIN10): −Rs. 1,000\nTax (13%): Rs. 500\nTotal: Rs. 42,748');
    expect(mail.text).toContain('Payment: Cash on Delivery — please keep Rs. 42,748 ready.');
    expect(mail.text).toContain('Expected by: Tue, 1 Dec 2026 (15 Mangsir 2083 BS)');
    expect(mail.text).toContain(`You can follow your order at ${URL}/profile/orders. You may cancel it`);
    expect(mail.html).toContain('<div lang="en">');
  });

  it('is Nepali for an order placed in Nepali', () => {
    const mail = orderConfirmationEmail(anOrder(), recipient('ne'), { name: SHOP }, URL);
    expect(mail.subject).toBe(`Pasal Pro: तपाईंको अर्डर ${ID} पक्का भयो`);
    expect(mail.text).toContain(`नमस्ते Sita जी,\nPasal Pro बाट किनमेल गर्नुभएकोमा धन्यवाद। हामीले तपाईंको अर्डर ${ID} पायौं।`);
    expect(mail.text).toContain('- Samsung Galaxy A15 (हल्का नीलो) × २, दर रु. २१,४९९ = रु. ४२,९९८');
    expect(mail.text).toContain('छुट (DASHAIN10): −रु. १,०००\nकर (१३%): रु. ५००\nजम्मा: रु. ४२,७४८');
    expect(mail.text).toContain('भुक्तानी: क्यास अन डेलिभरी — कृपया रु. ४२,७४८ तयार राख्नुहोस्।');
    expect(mail.text).toContain('डेलिभरीको तरिका: घरमै डेलिभरी, काठमाडौँ उपत्यकाबाहिर (रु. २५०)');
    expect(mail.text).toContain('आइपुग्ने अनुमानित मिति: २०८३ मंसिर १५, मङ्गलबार (१ डिसेम्बर २०२६)');
    expect(mail.text).toContain('अर्डर मिति: २०८३ मंसिर ८ (२४ नोभेम्बर २०२६)');
    // The address by its Nepali names; the shopper's own words as typed.
    expect(mail.text).toContain('डेलिभरी ठेगाना:\nSita Sharma\nLakeside, Baidam\nपोखरा महानगरपालिका-६');
    expect(mail.text).toContain('नजिकैको चिनारी: Near Barahi Temple\nनेपाल\nफोन: ९८४१२३४५६७');
    // Its links open the Nepali pages.
    expect(mail.text).toContain(`${URL}/profile/orders?lang=ne`);
    expectNepaliMail(mail, ALLOWED, { figures: ALLOWED_FIGURES });
  });

  it('names a colour without a Nepali name in English in a Nepali e-mail', () => {
    const [line] = anOrder().items;
    const order = anOrder({ items: [{ ...line!, color_name_ne: null }] });
    const mail = orderConfirmationEmail(order, recipient('ne'), { name: SHOP }, URL);
    expect(mail.text).toContain('- Samsung Galaxy A15 (Light Blue) × २, दर रु. २१,४९९ = रु. ४२,९९८');
    // An order queued for e-mail before order lines had Nepali colours has no such field at all.
    const { color_name_ne: _none, ...older } = line!;
    const queued = anOrder({ items: [older as Order['items'][number]] });
    expect(orderConfirmationEmail(queued, recipient('ne'), { name: SHOP }, URL).text).toContain(
      '- Samsung Galaxy A15 (Light Blue) × २',
    );
  });

  it('links the bill of a paid order in the order’s language', () => {
    const paid = anOrder({ payment_gateway: 'Esewa', payment_status: 'paid' });
    const ne = orderConfirmationEmail(paid, recipient('ne'), { name: SHOP }, URL);
    expect(ne.text).toContain(`तपाईंको बिल (कर बिजक): ${URL}/profile/orders/${ID}/invoice?lang=ne`);
    expect(ne.text).toContain('भुक्तानी: eSewa — भुक्तानी भयो।');
    expectNepaliMail(ne, ALLOWED, { figures: ALLOWED_FIGURES });
    expect(orderConfirmationEmail(paid, recipient('en'), { name: SHOP }, URL).text).toContain(
      `Your bill (tax invoice): ${URL}/profile/orders/${ID}/invoice\n`,
    );
  });

  it('tells a pickup order where it waits, in Nepali', () => {
    const mail = orderConfirmationEmail(pickupOrder(), recipient('ne'), { name: SHOP }, URL);
    expect(mail.text).toContain('डेलिभरीको तरिका: पसलबाट लैजाने (निःशुल्क)');
    expect(mail.text).toContain('लैजान सकिने मिति: २०८३ मंसिर ९, बुधबार (२५ नोभेम्बर २०२६)');
    expect(mail.text).toContain('अर्डर पसलबाट लैजान तयार भएपछि हामी तपाईंलाई इमेल गर्नेछौं।');
    expectNepaliMail(mail, ALLOWED, { figures: ALLOWED_FIGURES });
    // With the shop's place (queued since issue #30): where and when it is open, the Nepali address when set.
    const placed = orderConfirmationEmail(
      pickupOrder(),
      recipient('ne'),
      { ...pickupShop, address_ne: 'लम्बगर, तारकेश्वर, काठमाडौँ' },
      URL,
    );
    expect(placed.text).toContain('लैजाने ठाउँ: Pasal Pro, लम्बगर, तारकेश्वर, काठमाडौँ\nखुल्ने समय: Sun–Fri 10:00–19:00');
  });

  it('names a zone the shop added by its own name, and promises a range of days', () => {
    const order = anOrder({
      delivery: {
        method: 'delivery',
        zone_id: 'far-west',
        zone_name: 'Sudurpaschim',
        earliest: '2026-11-26',
        expected_by: '2026-12-01',
      },
    });
    const mail = orderConfirmationEmail(order, recipient('ne'), { name: SHOP }, URL);
    expect(mail.text).toContain('Sudurpaschim: हामी २०८३ मंसिर १०, बिहीबार (२६ नोभेम्बर २०२६) देखि');
    expectNepaliMail(mail, [...ALLOWED, 'Sudurpaschim'], { figures: ALLOWED_FIGURES });
  });
});

describe('order cancelled', () => {
  it('says why and what happens to the money, in the order’s language', () => {
    const paid = anOrder({ payment_gateway: 'Khalti', payment_status: 'paid', order_status: 'Cancelled' });
    const ne = orderCancelledEmail(paid, recipient('ne'), SHOP, 'मोडेल बजारमा उपलब्ध छैन');
    expect(ne.subject).toBe(`Pasal Pro: तपाईंको अर्डर ${ID} रद्द भयो`);
    expect(ne.text).toContain('कारण: मोडेल बजारमा उपलब्ध छैन');
    expect(ne.text).toContain('तपाईंले Khalti बाट रु. ४२,७४८ तिर्नुभएको थियो; हामी त्यो रकम तपाईंलाई फिर्ता गर्नेछौं।');
    expectNepaliMail(ne, ALLOWED, { figures: ALLOWED_FIGURES });
    expectNepaliMail(orderCancelledEmail(anOrder(), recipient('ne'), SHOP), ALLOWED, { figures: ALLOWED_FIGURES });

    const en = orderCancelledEmail(paid, recipient('en'), SHOP, 'Model discontinued');
    expect(en.subject).toBe(`Pasal Pro: your order ${ID} is cancelled`);
    expect(en.text).toContain('Reason: Model discontinued');
    expect(en.text).toContain('You paid Rs. 42,748 by Khalti; we will refund it to you.');
  });
});

describe('order shipped', () => {
  const shipped = anOrder({
    order_status: 'Shipped',
    tracking: {
      courier: 'pathao',
      courier_name: 'Pathao',
      tracking_number: 'PTH-20261125',
      tracking_url: 'https://track.example/PTH-20261125',
      shipped_at: null,
    },
  });

  it('gives the courier and a link to follow the parcel, in Nepali', () => {
    const mail = orderShippedEmail(shipped, recipient('ne'), SHOP, URL);
    expect(mail.subject).toBe(`Pasal Pro: तपाईंको अर्डर ${ID} बाटोमा छ`);
    expect(mail.text).toContain(
      'कुरियर: Pathao\nट्र्याकिङ नम्बर: PTH-20261125\nआफ्नो पार्सल ट्र्याक गर्नुहोस्: https://track.example/PTH-20261125',
    );
    expect(mail.html).toContain('आफ्नो पार्सल ट्र्याक गर्नुहोस्: <a href="https://track.example/PTH-20261125">');
    expect(mail.text).toContain('कृपया रु. ४२,७४८ तयार राख्नुहोस्: तपाईंले डेलिभरीमा तिर्नुपर्छ।');
    expectNepaliMail(mail, [...ALLOWED, 'PTH-20261125'], { figures: [...ALLOWED_FIGURES, 'PTH-20261125'] });
  });

  it('keeps its English', () => {
    const mail = orderShippedEmail(shipped, recipient('en'), SHOP, URL);
    expect(mail.subject).toBe(`Pasal Pro: your order ${ID} is on its way`);
    expect(mail.html).toContain(
      'Track your parcel: <a href="https://track.example/PTH-20261125">https://track.example/PTH-20261125</a>',
    );
    expect(mail.text).toContain('Please keep Rs. 42,748 ready: you pay on delivery.');
  });
});

describe('order delivered', () => {
  it('links the bill and the warranty terms in the order’s language', () => {
    const delivered = anOrder({ order_status: 'Delivered', payment_status: 'paid' });
    const ne = orderDeliveredEmail(delivered, recipient('ne'), SHOP, URL);
    expect(ne.subject).toBe(`Pasal Pro: तपाईंको अर्डर ${ID} डेलिभर भयो`);
    expect(ne.text).toContain(`${URL}/warranty?lang=ne`);
    expect(ne.text).toContain(`${URL}/profile/orders/${ID}/invoice?lang=ne`);
    expectNepaliMail(ne, ALLOWED, { figures: ALLOWED_FIGURES });
    const en = orderDeliveredEmail(delivered, recipient('en'), SHOP, URL);
    expect(en.subject).toBe(`Pasal Pro: your order ${ID} has been delivered`);
    expect(en.text).toContain(`see our warranty terms at ${URL}/warranty.`);
  });
});

describe('order refunded', () => {
  const refund = { amountPaisa: 1_000_050, full: false, creditNoteNumber: 'CN 2083/84-000007', publicUrl: URL };

  it('says how much came back and names the credit note, in Nepali', () => {
    const online = anOrder({ payment_gateway: 'Esewa', payment_status: 'paid' });
    const mail = orderRefundedEmail(online, recipient('ne'), SHOP, refund);
    expect(mail.subject).toBe(`Pasal Pro: अर्डर ${ID} को रकम फिर्ता`);
    expect(mail.text).toContain(`हामीले तपाईंको अर्डर ${ID} को रु. १०,०००.५० तपाईंको eSewa खातामा फिर्ता गरेका छौं।`);
    expect(mail.text).toContain('तपाईंले अर्डरका लागि रु. ४२,७४८ तिर्नुभएको थियो; यो फिर्ता त्यसको एक भाग हो।');
    expect(mail.text).toContain(
      `क्रेडिट नोट CN 2083/84-000007 ले घटाइएको छ: तपाईं यसलाई ${URL}/profile/orders/${ID}/credit-notes?lang=ne मा`,
    );
    expectNepaliMail(mail, [...ALLOWED, 'CN 2083/84-000007'], { figures: [...ALLOWED_FIGURES, 'CN 2083/84-000007'] });
    const cash = orderRefundedEmail(anOrder(), recipient('ne'), SHOP, {
      ...refund,
      full: true,
      creditNoteNumber: null,
    });
    expect(cash.text).toContain('नगदमा फिर्ता गरेका छौं।');
    expectNepaliMail(cash, ALLOWED, { figures: ALLOWED_FIGURES });
  });

  it('keeps its English', () => {
    const mail = orderRefundedEmail(anOrder(), recipient('en'), SHOP, {
      ...refund,
      full: true,
      creditNoteNumber: null,
    });
    expect(mail.subject).toBe(`Pasal Pro: refund for order ${ID}`);
    expect(mail.text).toContain(`We have paid Rs. 10,000.50 back to you in cash for your order ${ID}.`);
    expect(mail.text).toContain('This is everything you paid for the order.');
  });
});

describe('order ready for pickup', () => {
  it('says where and when, the shop’s own details as set', () => {
    const ne = orderReadyForPickupEmail(pickupOrder(), recipient('ne'), pickupShop, URL);
    expect(ne.subject).toBe(`Pasal Pro: तपाईंको अर्डर ${ID} लैजान तयार छ`);
    expect(ne.text).toContain(
      'लैजाने ठाउँ: Pasal Pro, Lambagar, Tarkeshwor, Kathmandu\nखुल्ने समय: Sun–Fri 10:00–19:00\nफोन: 01-4000000',
    );
    expect(ne.text).toContain('कृपया रु. ४२,७४८ लिएर आउनुहोस्: अर्डर लैजाँदा तिर्नुपर्छ।');
    const settings = [pickupShop.address, pickupShop.opening_hours, pickupShop.phone];
    expectNepaliMail(ne, [...ALLOWED, ...settings], { figures: [...ALLOWED_FIGURES, ...settings] });
    const en = orderReadyForPickupEmail(pickupOrder(), recipient('en'), pickupShop, URL);
    expect(en.subject).toBe(`Pasal Pro: your order ${ID} is ready for pickup`);
    expect(en.text).toContain('Please bring Rs. 42,748: you pay when you pick it up.');
  });
});

describe('the shop’s own copies', () => {
  it('stay English', () => {
    const order = anOrder();
    const copy = shopNewOrderEmail(order, 'orders@pasal.example', URL);
    expect(copy.subject).toBe(`New order ${ID} (Cash on Delivery, Rs. 42,748)`);
    expect(copy.text).toContain('Expected by: Tue, 1 Dec 2026 (15 Mangsir 2083 BS)');
    expect(visibleText(copy.html!)).toContain('Ship to:');
    expect(shopRefundDueEmail(order, 'orders@pasal.example', 'Staff cancelled a paid order.').subject).toBe(
      `Refund due: order ${ID} (Rs. 42,748)`,
    );
  });
});
