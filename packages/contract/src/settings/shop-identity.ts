import { z } from 'zod';
import { binaryBodySchema } from '../shared/api-responses.js';

// The shop's look (issue #32, "Identity from settings, everywhere"): a short name for small
// screens and the home-screen icon, a brand colour, social links and an uploaded logo. A shop whose
// owner has set none looks exactly like the demo.

export const IDENTITY_LIMITS = {
  /** What a phone's home screen shows under an icon without cutting it (about 12 characters). */
  shortName: 12,
  socialLink: 300,
  /** WCAG 2.2 AA for normal text: white on the colour, and the colour on white. */
  minContrast: 4.5,
} as const;

export const IDENTITY_MESSAGES = {
  shortNameTooLong: `Must be at most ${IDENTITY_LIMITS.shortName} characters`,
  colourInvalid: 'Enter a colour as #RRGGBB, for example #1d4ed8',
  colourTooLight:
    'Choose a darker colour: white text on it and the colour on white must both reach a contrast of 4.5 to 1',
  socialLinkInvalid: 'Enter the full address of the page, starting with https://',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed: the shop shows its name with the standard mark',
  logoType: 'Upload the logo as PNG, WebP or JPEG (SVG files are refused: they can carry scripts)',
} as const;

/** #rrggbb → [r, g, b] in 0–255. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * The brand colour: blank (the demo's orange) or #rrggbb dark enough to carry white text. The
 * shop's buttons are white on the brand colour and its links the colour on white or on its palest
 * tint, so one ratio against white decides both (the tint is 95% white; the margin covers it).
 */
export const brandColorSchema = z
  .string({ error: IDENTITY_MESSAGES.colourInvalid })
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || HEX_COLOUR.test(value), IDENTITY_MESSAGES.colourInvalid)
  .refine(
    (value) => !HEX_COLOUR.test(value) || contrastRatio(value, '#ffffff') >= IDENTITY_LIMITS.minContrast + 0.3,
    IDENTITY_MESSAGES.colourTooLight,
  );

/**
 * The shop's palette from its one colour: the colour itself is the shade the app uses for buttons
 * and links (700); lighter shades are it mixed with white, darker with black, as CSS `color-mix`
 * so the browser does the colour arithmetic. Custom properties named as the app's theme
 * (index.css), so every brand-* class follows.
 */
export function brandPaletteCss(colour: string): string {
  const mix = (other: 'white' | 'black', percent: number) => `color-mix(in oklab, ${colour}, ${other} ${percent}%)`;
  const shades: [number, string][] = [
    [50, mix('white', 94)],
    [100, mix('white', 86)],
    [200, mix('white', 72)],
    [300, mix('white', 55)],
    [400, mix('white', 38)],
    [500, mix('white', 22)],
    [600, mix('white', 10)],
    [700, colour],
    [800, mix('black', 20)],
    [900, mix('black', 35)],
  ];
  return `:root{${shades.map(([shade, value]) => `--color-brand-${shade}:${value}`).join(';')}}`;
}

const socialLink = z
  .string({ error: IDENTITY_MESSAGES.socialLinkInvalid })
  .trim()
  .max(IDENTITY_LIMITS.socialLink, IDENTITY_MESSAGES.socialLinkInvalid)
  .refine((value) => value === '' || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(value), IDENTITY_MESSAGES.socialLinkInvalid);

/** Each network's page; blank hides its icon. */
export const socialLinksSchema = z.object({
  facebook: socialLink.default(''),
  instagram: socialLink.default(''),
  youtube: socialLink.default(''),
  tiktok: socialLink.default(''),
});
export type SocialLinks = z.output<typeof socialLinksSchema>;

export const shortNameSchema = z
  .string()
  .trim()
  .max(IDENTITY_LIMITS.shortName, IDENTITY_MESSAGES.shortNameTooLong)
  .default('')
  .describe(
    'The name where space is short (the header on a phone, the home-screen icon); blank: the shop name. At most 12 characters.',
  );

/** An uploaded logo as pages use it: the header picture and the icons made from it. */
export const shopLogoSchema = z.object({
  src: z.string().describe('The logo 64 px high (twice the header’s 32 px), WebP'),
  width: z.number().int().describe('Its width at the header’s height of 32 px'),
  height: z.literal(32),
  favicon: z.string().describe('32×32 PNG'),
  apple_touch_icon: z.string().describe('180×180 PNG'),
  icons: z
    .array(z.object({ src: z.string(), sizes: z.string(), type: z.string() }))
    .describe('The web app manifest’s icons'),
});
export type ShopLogo = z.infer<typeof shopLogoSchema>;

/** POST/DELETE /api/v1/admin/settings/logo/ → 200 */
export const shopLogoResponseSchema = z.object({
  data: z.object({ logo: shopLogoSchema.nullable(), message: z.string() }),
});

export const ADMIN_LOGO_PATH = '/api/v1/admin/settings/logo/';

/** GET /brand/{name}: a picture made from the logo, PNG or WebP as its name says. */
export const brandFileResponse = {
  description: 'The picture',
  content: { 'image/png': { schema: binaryBodySchema }, 'image/webp': { schema: binaryBodySchema } },
};

/** GET /manifest.webmanifest: the web app manifest, from the settings. */
export const webAppManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});
