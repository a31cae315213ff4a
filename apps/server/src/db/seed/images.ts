/**
 * Local, dependency-free product and category images for the demo catalogue: small flat SVG
 * illustrations (800 x 800, under 4 KB each) drawn in the product's colour, so a fresh install
 * looks like a real shop without downloading anything.
 */
import type { CategorySlug } from './catalog-data.js';

export interface ProductImageOptions {
  category: CategorySlug;
  brandName: string;
  productName: string;
  colorHex: string;
  /** 0 front, 1 back, 2 angled pair, 3 close-up detail (other numbers wrap around) */
  variant: number;
}

export interface CategoryImageOptions {
  category: CategorySlug;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Text and colour helpers
// ---------------------------------------------------------------------------------------------

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Whether a code point may appear in an XML 1.0 document. */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false; // lone surrogate
  return code !== 0xfffe && code !== 0xffff;
}

/** Escapes text for XML content and attributes, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return [...text]
    .filter((ch) => isXmlChar(ch.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number): number => parseInt(full.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): string {
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [15, 23, 42];

function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  /** body colour */
  c: string;
  /** contrasting shade for parts (camera island, grille, strap) */
  d: string;
  /** lighter shade for highlights */
  l: string;
  /** outline */
  s: string;
  /** wallpaper tint for screens */
  w: string;
}

function paletteFor(hex: string): Palette {
  const rgb = parseHex(hex) ?? ([100, 116, 139] as const);
  const dark = luminance(rgb) < 0.22;
  return {
    c: toHex(rgb),
    d: dark ? mix(rgb, WHITE, 0.14) : mix(rgb, BLACK, 0.22),
    l: mix(rgb, WHITE, dark ? 0.22 : 0.4),
    s: mix(rgb, INK, dark ? 0.3 : 0.45),
    w: mix(rgb, INK, 0.45),
  };
}

// ---------------------------------------------------------------------------------------------
// Devices: each draws a front and a back view around (400, 380) and names the point a close-up
// zooms into.
// ---------------------------------------------------------------------------------------------

interface Device {
  defs: (p: Palette) => string;
  front: (p: Palette) => string;
  back: (p: Palette) => string;
  /** optional dedicated angled view; otherwise back and front are shown as a pair */
  angle?: (p: Palette) => string;
  focus: readonly [number, number];
  /** which view the close-up zooms into (default: back) */
  detailOf?: 'front' | 'back';
}

const screenGradient = (p: Palette): string =>
  `<linearGradient id="sc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.w}"/><stop offset="1" stop-color="#0b1120"/></linearGradient>`;

const phone: Device = {
  defs: (p) =>
    `${screenGradient(p)}<g id="ln"><circle r="29" fill="#1e293b" stroke="${p.l}" stroke-width="4"/><circle r="15" fill="#020617"/><circle cx="-5" cy="-5" r="5" fill="#fff" opacity=".45"/></g>`,
  front: (p) =>
    `<rect x="275" y="110" width="250" height="510" rx="40" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="525" y="230" width="5" height="70" rx="2" fill="${p.s}"/>` +
    `<rect x="287" y="122" width="226" height="486" rx="30" fill="url(#sc)"/>` +
    `<path d="M287 360 513 190V152L287 300z" fill="#fff" opacity=".06"/>` +
    `<circle cx="400" cy="146" r="8" fill="#020617"/>` +
    `<text x="400" y="240" text-anchor="middle" font-family="system-ui,sans-serif" font-size="58" font-weight="300" fill="#fff">9:41</text>` +
    `<g fill="#fff" opacity=".22"><rect x="311" y="290" width="178" height="84" rx="18"/><rect x="311" y="520" width="36" height="36" rx="10"/><rect x="358" y="520" width="36" height="36" rx="10"/><rect x="405" y="520" width="36" height="36" rx="10"/><rect x="452" y="520" width="36" height="36" rx="10"/></g>`,
  back: (p) =>
    `<rect x="275" y="110" width="250" height="510" rx="40" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="275" y="110" width="250" height="510" rx="40" fill="url(#gl)"/>` +
    `<rect x="295" y="130" width="124" height="178" rx="36" fill="${p.d}" stroke="${p.s}" stroke-width="2"/>` +
    `<use href="#ln" x="337" y="175"/><use href="#ln" x="337" y="262"/><use href="#ln" x="384" y="218"/>` +
    `<circle cx="388" cy="158" r="8" fill="#fde68a"/>`,
  focus: [357, 220],
};

const laptop: Device = {
  defs: (p) =>
    `${screenGradient(p)}<pattern id="ky" width="35.6" height="35.6" patternUnits="userSpaceOnUse" x="186" y="206"><rect x="2.5" y="2.5" width="30.6" height="30.6" rx="5" fill="#1e293b"/></pattern>`,
  front: (p) =>
    `<rect x="168" y="140" width="464" height="322" rx="18" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="180" y="152" width="440" height="298" rx="10" fill="#0b1120"/>` +
    `<rect x="192" y="164" width="416" height="268" rx="4" fill="url(#sc)"/>` +
    `<g fill="#fff" opacity=".18"><rect x="216" y="190" width="210" height="140" rx="8"/><rect x="444" y="190" width="140" height="64" rx="8"/><rect x="444" y="266" width="140" height="64" rx="8"/><rect x="192" y="412" width="416" height="20"/></g>` +
    `<path d="M110 462H690L664 500H136z" fill="${p.c}" stroke="${p.s}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="350" y="462" width="100" height="9" rx="4" fill="${p.d}"/>`,
  back: (p) =>
    `<rect x="150" y="170" width="500" height="400" rx="26" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="178" y="198" width="444" height="194" rx="12" fill="${p.d}"/>` +
    `<rect x="186" y="206" width="428" height="178" fill="url(#ky)"/>` +
    `<rect x="292" y="351" width="216" height="31" rx="5" fill="#1e293b"/>` +
    `<rect x="320" y="414" width="160" height="126" rx="14" fill="${p.l}" stroke="${p.s}" stroke-width="2"/>`,
  angle: (p) => `<g transform="translate(400 390) skewY(-9) scale(.9 1) translate(-400 -390)">${laptop.front(p)}</g>`,
  focus: [300, 300],
};

const bud = (p: Palette): string =>
  `<g id="bd"><rect x="-17" y="10" width="34" height="130" rx="17" fill="${p.c}" stroke="${p.s}" stroke-width="3"/><circle r="52" fill="${p.c}" stroke="${p.s}" stroke-width="3"/><ellipse cx="-30" cy="-6" rx="20" ry="27" fill="${p.d}"/><circle cx="0" cy="132" r="7" fill="${p.d}"/></g>`;

const earbuds: Device = {
  defs: (p) =>
    `<linearGradient id="cs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.l}"/><stop offset="1" stop-color="${p.c}"/></linearGradient>${bud(p)}`,
  front: (p) =>
    `<rect x="260" y="340" width="280" height="240" rx="86" fill="url(#cs)" stroke="${p.s}" stroke-width="3"/>` +
    `<path d="M262 420H538" stroke="${p.s}" stroke-width="3"/>` +
    `<circle cx="400" cy="480" r="7" fill="#22c55e"/>` +
    `<use href="#bd" transform="translate(250 190) rotate(-18)"/>` +
    `<use href="#bd" transform="translate(550 190) scale(-1 1) rotate(-18)"/>`,
  back: (p) =>
    `<rect x="270" y="170" width="260" height="190" rx="74" fill="url(#cs)" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="292" y="192" width="216" height="140" rx="56" fill="${p.d}" opacity=".35"/>` +
    `<rect x="262" y="330" width="276" height="110" rx="24" fill="${p.d}" stroke="${p.s}" stroke-width="3"/>` +
    `<use href="#bd" transform="translate(345 350) scale(.8)"/>` +
    `<use href="#bd" transform="translate(455 350) scale(-.8 .8)"/>` +
    `<path d="M262 410H538V490a80 80 0 0 1-80 80H342a80 80 0 0 1-80-80z" fill="url(#cs)" stroke="${p.s}" stroke-width="3"/>` +
    `<circle cx="400" cy="480" r="7" fill="#22c55e"/>`,
  angle: (p) =>
    `<g transform="rotate(-10 330 460)"><rect x="190" y="340" width="280" height="240" rx="86" fill="url(#cs)" stroke="${p.s}" stroke-width="3"/>` +
    `<path d="M192 420H468" stroke="${p.s}" stroke-width="3"/><circle cx="330" cy="480" r="7" fill="#22c55e"/></g>` +
    `<use href="#bd" transform="translate(560 260) rotate(24)"/>`,
  focus: [400, 360],
};

const neckbandBud = (x: number, y: number, p: Palette): string =>
  `<circle cx="${x}" cy="${y}" r="30" fill="${p.c}" stroke="${p.s}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="15" fill="${p.d}"/>`;

const neckband: Device = {
  defs: () => '',
  front: (p) =>
    `<path d="M240 440C190 130 610 130 560 440" fill="none" stroke="${p.s}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M240 440C190 130 610 130 560 440" fill="none" stroke="${p.c}" stroke-width="32" stroke-linecap="round"/>` +
    `<path d="M240 540C240 600 300 610 340 590M560 540C560 600 500 610 460 590" fill="none" stroke="${p.s}" stroke-width="6"/>` +
    `<rect x="212" y="390" width="56" height="160" rx="28" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="532" y="390" width="56" height="160" rx="28" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="226" y="430" width="28" height="60" rx="12" fill="${p.d}"/>` +
    neckbandBud(360, 590, p) +
    neckbandBud(440, 590, p),
  back: (p) =>
    `<path d="M225 360A185 130 0 1 1 575 360" fill="none" stroke="${p.s}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M225 360A185 130 0 1 1 575 360" fill="none" stroke="${p.c}" stroke-width="32" stroke-linecap="round"/>` +
    `<path d="M225 470C225 520 210 540 200 560M575 470C575 520 590 540 600 560" fill="none" stroke="${p.s}" stroke-width="6"/>` +
    `<rect x="199" y="330" width="52" height="150" rx="26" fill="${p.c}" stroke="${p.s}" stroke-width="3" transform="rotate(8 225 405)"/>` +
    `<rect x="549" y="330" width="52" height="150" rx="26" fill="${p.c}" stroke="${p.s}" stroke-width="3" transform="rotate(-8 575 405)"/>` +
    neckbandBud(200, 585, p) +
    neckbandBud(600, 585, p),
  angle: (p) => `<g transform="rotate(-12 400 400)">${neckband.back(p)}</g>`,
  focus: [300, 520],
  detailOf: 'front',
};

const speaker: Device = {
  defs: (p) =>
    `<pattern id="gr" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="${p.d}"/></pattern>`,
  front: (p) =>
    `<rect x="160" y="290" width="480" height="230" rx="115" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="250" y="292" width="300" height="226" fill="url(#gr)"/>` +
    `<ellipse cx="196" cy="405" rx="22" ry="86" fill="${p.d}"/><ellipse cx="604" cy="405" rx="22" ry="86" fill="${p.d}"/>` +
    `<rect x="350" y="388" width="100" height="34" rx="10" fill="${p.l}" stroke="${p.s}" stroke-width="2"/>` +
    `<g fill="${p.d}"><rect x="330" y="282" width="24" height="10" rx="4"/><rect x="388" y="282" width="24" height="10" rx="4"/><rect x="446" y="282" width="24" height="10" rx="4"/></g>`,
  back: (p) =>
    `<rect x="290" y="130" width="220" height="480" rx="110" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="292" y="220" width="216" height="300" fill="url(#gr)"/>` +
    `<ellipse cx="400" cy="162" rx="80" ry="20" fill="${p.d}"/><ellipse cx="400" cy="578" rx="80" ry="20" fill="${p.d}"/>` +
    `<rect x="383" y="320" width="34" height="100" rx="10" fill="${p.l}" stroke="${p.s}" stroke-width="2"/>` +
    `<g fill="${p.d}"><rect x="510" y="300" width="10" height="24" rx="4"/><rect x="510" y="358" width="10" height="24" rx="4"/><rect x="510" y="416" width="10" height="24" rx="4"/></g>`,
  angle: (p) =>
    `<g transform="translate(290 380) scale(.8) translate(-400 -370)">${speaker.back(p)}</g>` +
    `<g transform="translate(470 470) rotate(-6) scale(.8) translate(-400 -405)">${speaker.front(p)}</g>`,
  focus: [400, 400],
  detailOf: 'front',
};

const watchStraps = (p: Palette): string =>
  `<rect x="330" y="90" width="140" height="200" rx="30" fill="${p.d}"/><rect x="330" y="460" width="140" height="210" rx="30" fill="${p.d}"/>` +
  `<g fill="${p.s}"><circle cx="400" cy="590" r="7"/><circle cx="400" cy="625" r="7"/></g>`;

const watchCase = (p: Palette): string =>
  `<rect x="514" y="305" width="22" height="56" rx="9" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
  `<rect x="275" y="220" width="245" height="290" rx="72" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>`;

const smartwatch: Device = {
  defs: () => '',
  front: (p) =>
    watchStraps(p) +
    watchCase(p) +
    `<rect x="293" y="238" width="209" height="254" rx="56" fill="#0b1120"/>` +
    `<text x="398" y="318" text-anchor="middle" font-family="system-ui,sans-serif" font-size="46" fill="#fff">10:09</text>` +
    `<g fill="none" stroke-width="11" stroke-linecap="round"><circle cx="398" cy="405" r="50" stroke="#f43f5e" stroke-dasharray="240 400"/><circle cx="398" cy="405" r="35" stroke="#84cc16" stroke-dasharray="170 400"/><circle cx="398" cy="405" r="20" stroke="#22d3ee" stroke-dasharray="90 400"/></g>`,
  back: (p) =>
    watchStraps(p) +
    watchCase(p) +
    `<circle cx="398" cy="365" r="92" fill="${p.l}" stroke="${p.s}" stroke-width="2"/>` +
    `<circle cx="398" cy="365" r="54" fill="#1e293b"/>` +
    `<g fill="#4ade80"><circle cx="378" cy="365" r="7"/><circle cx="418" cy="365" r="7"/></g><circle cx="398" cy="345" r="6" fill="#f87171"/><circle cx="398" cy="385" r="6" fill="#94a3b8"/>`,
  focus: [398, 365],
};

const powerBank: Device = {
  defs: () => '',
  front: (p) =>
    `<rect x="262" y="130" width="276" height="480" rx="44" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="262" y="130" width="276" height="480" rx="44" fill="url(#gl)"/>` +
    `<rect x="340" y="220" width="120" height="66" rx="14" fill="#0b1120"/>` +
    `<text x="400" y="266" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="600" fill="#4ade80">86%</text>` +
    `<path d="M410 350 370 420H400L390 480 432 402H402z" fill="${p.l}" stroke="${p.s}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g fill="#4ade80"><circle cx="355" cy="560" r="7"/><circle cx="385" cy="560" r="7"/><circle cx="415" cy="560" r="7"/></g><circle cx="445" cy="560" r="7" fill="${p.d}"/>`,
  back: (p) =>
    `<rect x="160" y="300" width="480" height="150" rx="44" fill="${p.c}" stroke="${p.s}" stroke-width="3"/>` +
    `<rect x="160" y="300" width="480" height="150" rx="44" fill="url(#gl)"/>` +
    `<rect x="230" y="362" width="70" height="26" rx="13" fill="#0b1120"/>` +
    `<rect x="330" y="358" width="96" height="34" rx="4" fill="#0b1120"/><rect x="340" y="366" width="76" height="10" fill="#64748b"/>` +
    `<rect x="456" y="362" width="70" height="26" rx="13" fill="#0b1120"/>` +
    `<path d="M491 388V420C491 520 360 470 330 560" fill="none" stroke="${p.s}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="474" y="386" width="34" height="40" rx="8" fill="${p.d}"/>`,
  focus: [400, 375],
};

const devices: Record<CategorySlug, Device> = {
  smartphones: phone,
  laptops: laptop,
  earbuds,
  neckbands: neckband,
  speakers: speaker,
  smartwatches: smartwatch,
  'power-banks': powerBank,
};

/** Soft background tint per category (Tailwind 100-level pastels). */
const backgroundTint: Record<CategorySlug, string> = {
  smartphones: '#dbeafe',
  laptops: '#e0e7ff',
  earbuds: '#fce7f3',
  neckbands: '#dcfce7',
  speakers: '#ffedd5',
  smartwatches: '#ccfbf1',
  'power-banks': '#fef9c3',
};

// ---------------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------------

const FONT = 'font-family="system-ui,sans-serif"';

function frame(category: CategorySlug, title: string, defs: string, body: string, caption: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${backgroundTint[category]}"/></linearGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#0f172a" stop-opacity=".22"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `${defs}</defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="380" r="300" fill="#fff" opacity=".5"/>` +
    body +
    caption +
    `</svg>`
  );
}

const shadow = (rx: number): string => `<ellipse cx="400" cy="660" rx="${rx}" ry="26" fill="url(#sh)"/>`;

function compose(device: Device, p: Palette, variant: number): string {
  switch (variant) {
    case 1:
      return shadow(230) + device.back(p);
    case 2:
      return device.angle
        ? shadow(270) + device.angle(p)
        : shadow(300) +
            `<g transform="translate(300 400) rotate(-9) scale(.78) translate(-400 -380)">${device.back(p)}</g>` +
            `<g transform="translate(500 390) rotate(7) scale(.78) translate(-400 -380)">${device.front(p)}</g>`;
    case 3: {
      const [fx, fy] = device.focus;
      return (
        `<clipPath id="k"><rect x="70" y="60" width="660" height="610" rx="48"/></clipPath>` +
        `<rect x="70" y="60" width="660" height="610" rx="48" fill="#fff" opacity=".6"/>` +
        `<g clip-path="url(#k)"><g transform="translate(400 365) scale(1.75) translate(${-fx} ${-fy})">${device.detailOf === 'front' ? device.front(p) : device.back(p)}</g></g>` +
        `<rect x="70" y="60" width="660" height="610" rx="48" fill="none" stroke="#fff" stroke-width="10"/>`
      );
    }
    default:
      return shadow(230) + device.front(p);
  }
}

function normaliseVariant(variant: number): number {
  const n = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  return ((n % 4) + 4) % 4;
}

/** A product photo stand-in: the device type drawn in the product colour, brand name below. */
export function productImageSvg(opts: ProductImageOptions): string {
  const device = devices[opts.category];
  const p = paletteFor(opts.colorHex);
  const caption = `<text x="400" y="748" text-anchor="middle" ${FONT} font-size="26" font-weight="600" letter-spacing="7" fill="#475569">${escapeXml(opts.brandName.toUpperCase())}</text>`;
  return frame(
    opts.category,
    opts.productName,
    device.defs(p),
    compose(device, p, normaliseVariant(opts.variant)),
    caption,
  );
}

/** Accent finish used to draw each category's tile. */
const categoryAccent: Record<CategorySlug, string> = {
  smartphones: '#334155',
  laptops: '#94a3b8',
  earbuds: '#f8fafc',
  neckbands: '#1e3a8a',
  speakers: '#2563eb',
  smartwatches: '#0f766e',
  'power-banks': '#475569',
};

/** A category tile: a representative device with the category name below. */
export function categoryImageSvg(opts: CategoryImageOptions): string {
  const device = devices[opts.category];
  const p = paletteFor(categoryAccent[opts.category]);
  const caption = `<text x="400" y="752" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="#0f172a">${escapeXml(opts.name)}</text>`;
  return frame(opts.category, opts.name, device.defs(p), shadow(230) + device.front(p), caption);
}
