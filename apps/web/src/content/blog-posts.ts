import { POLICY } from './policy-facts';

// The blog's built-in posts (2 posts, docs/rules/content.md#blog). Content is HTML and is sanitised
// before it is rendered.

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  /** HTML, sanitised at render time. */
  content: string;
  /** A local illustration, 1200 × 675. */
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: string;
  tags: string[];
}

export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: 'How to Buy a Genuine Smartphone in Nepal: IMEI, Warranty and the Bill',
    excerpt:
      'A sealed box is not enough. Learn how to check the IMEI, tell an official import from a grey one, and keep the papers that make your warranty work.',
    image: '/blog/genuine-smartphone.svg',
    imageAlt: 'A smartphone showing an IMEI number next to a warranty card and a bill',
    author: '{shop} Editorial Team',
    date: '2025-09-14',
    category: 'Smartphones',
    tags: ['Smartphones', 'IMEI', 'Warranty', 'Buying Guide'],
    content: `
<p>A new phone is one of the biggest purchases most of us make in a year. In Nepal the same model can be sold at very different prices, and the difference usually comes down to three things: whether the phone is registered, whether it has an official warranty, and whether you get a proper bill. Here is what to check before you pay.</p>

<h2>1. Check the IMEI before anything else</h2>
<p>Every phone has an IMEI number, a 15-digit identity that networks use to recognise the handset. Dual-SIM phones have two. The Nepal Telecommunications Authority (NTA) keeps a register of handsets, the <strong>Mobile Device Management System (MDMS)</strong>, and a phone whose IMEI is not registered can be blocked from Nepali networks.</p>
<ul>
  <li>Dial <strong>*#06#</strong> on the phone. The IMEI numbers appear on screen.</li>
  <li>Compare them with the label on the box and with <em>Settings → About phone</em>. All three must match.</li>
  <li>Phones imported by the brand's authorised distributor are registered before they reach the shop. You can check a number yourself on the NTA's MDMS website.</li>
  <li>If you bring a phone from abroad, register it through the MDMS portal before you rely on it with a Nepali SIM.</li>
</ul>

<h2>2. Official warranty or "grey" import?</h2>
<p>A grey import is a phone brought in outside the brand's official channel. It is often cheaper, but the brand's service centres in Nepal may refuse to repair it under warranty, and any "shop warranty" lasts only as long as the shop does.</p>
<ul>
  <li>Ask for the <strong>official warranty card</strong> and check that it names the authorised distributor.</li>
  <li>Look for the distributor's sticker on the box.</li>
  <li>Make sure the warranty period is written down, and when it starts (usually the date on your bill).</li>
</ul>

<h2>3. Always take a VAT bill</h2>
<p>Service centres ask for the bill before they accept a warranty claim, and it is your proof of the purchase date. A proper bill shows the seller's name, PAN or VAT number, the date, the model and the IMEI. Keep a photo of it together with the warranty card.</p>

<h2>4. Test the phone before you leave (or as soon as it arrives)</h2>
<ol>
  <li>Check the seal and the accessories listed on the box.</li>
  <li>Insert your SIM: make a call and use mobile data.</li>
  <li>Try both cameras, the speakers, the microphone and the fingerprint sensor.</li>
  <li>Plug in the charger and confirm that it charges.</li>
  <li>Look for dead pixels on a plain white and a plain black screen.</li>
</ol>
<p>If something is wrong, report it straight away. At {shop} most products can be returned within ${POLICY.standardReturnDays} days of delivery in their original condition with all accessories and packaging, and a phone that develops a manufacturing defect can be returned within ${POLICY.warrantedReturnDays} days. After that the manufacturer's warranty takes over; a claim usually takes ${POLICY.warrantyClaimTime}.</p>

<h2>The short checklist</h2>
<ul>
  <li>IMEI on screen = IMEI on the box = IMEI on the bill.</li>
  <li>Official warranty card from the authorised distributor.</li>
  <li>A VAT bill with the seller's PAN/VAT number.</li>
  <li>Everything tested on day one.</li>
</ul>
<p>Every smartphone we sell is genuine, registered and covered by the official warranty. If you are unsure about a phone you have already bought elsewhere, <a href="/contact">ask us</a>: we are happy to help you check it.</p>
`,
  },
  {
    id: 2,
    title: 'Choosing a Power Bank: Capacity, Fast Charging and Flying With One',
    excerpt:
      'What 10,000 mAh really means, which power bank can charge a laptop, and the rules for carrying one on a flight to Pokhara or Lukla.',
    image: '/blog/power-bank.svg',
    imageAlt: 'A power bank charging a smartphone and a laptop over USB-C',
    author: '{shop} Editorial Team',
    date: '2025-11-02',
    category: 'Accessories',
    tags: ['Power Banks', 'Charging', 'Travel', 'Buying Guide'],
    content: `
<p>A power bank is the accessory you only think about when your phone is at 5%: on a long bus ride, during a power cut, or on the third day of a trek. Picking the right one is easy once you know what the numbers on the box mean.</p>

<h2>mAh, Wh and what you really get</h2>
<p>Capacity is printed in milliamp-hours (mAh) at the battery cells' voltage, about 3.7 V. Your phone charges at 5 V or more, and converting the voltage costs energy, so expect roughly <strong>60–70%</strong> of the printed capacity to reach your phone.</p>
<table>
  <thead><tr><th>Printed capacity</th><th>Energy</th><th>Typical phone charges*</th></tr></thead>
  <tbody>
    <tr><td>10,000 mAh</td><td>37 Wh</td><td>about 1.5</td></tr>
    <tr><td>20,000 mAh</td><td>74 Wh</td><td>about 3</td></tr>
    <tr><td>27,000 mAh</td><td>100 Wh</td><td>about 4, or one laptop charge</td></tr>
  </tbody>
</table>
<p><small>*For a phone with a 4,500–5,000 mAh battery.</small></p>
<p>To turn mAh into watt-hours: <strong>Wh = mAh × 3.7 ÷ 1000</strong>. Watt-hours matter when you fly (see below).</p>

<h2>Fast charging: match the standard, not just the watts</h2>
<ul>
  <li><strong>USB Power Delivery (USB-C PD)</strong> is the standard to look for. Recent iPhones charge fast at 20 W; many Samsung phones use PD with PPS at 25 W or 45 W.</li>
  <li><strong>Qualcomm Quick Charge</strong> helps older Android phones with a USB-A cable.</li>
  <li><strong>Laptops</strong> that charge over USB-C need a PD output of 45–65 W or more. Check the watts on your laptop's own charger and choose a power bank that matches it.</li>
  <li>Use a good cable: a cheap cable can hold a 65 W power bank back to a slow charge.</li>
</ul>

<h2>Flying with a power bank</h2>
<p>Airlines follow the international rules for lithium batteries, and domestic flights in Nepal are no exception:</p>
<ul>
  <li>Power banks go in your <strong>hand luggage only</strong>, never in checked baggage.</li>
  <li>Up to <strong>100 Wh</strong> (about 27,000 mAh) is allowed without asking.</li>
  <li>Between 100 and 160 Wh you need the airline's approval; above 160 Wh is not allowed.</li>
  <li>The capacity must be printed on the power bank. Security may confiscate an unmarked one.</li>
</ul>

<h2>Trekking and cold weather</h2>
<p>Lithium batteries deliver much less in the cold. At higher camps keep the power bank in an inside pocket during the day and in your sleeping bag at night. A 20,000 mAh bank is a good size for a week-long trek with one phone; small built-in solar panels are too slow to rely on.</p>

<h2>Safety</h2>
<ul>
  <li>Buy from a known brand with protection against overcharging, short circuits and heat.</li>
  <li>Stop using a power bank that is swollen, cracked or gets hot while charging.</li>
  <li>Don't charge it under a pillow or on a bed.</li>
</ul>
<p>Still unsure which one suits you? Browse our <a href="/products">accessories</a> or <a href="/contact">ask us</a> and tell us which phone or laptop you want to charge.</p>
`,
  },
];
