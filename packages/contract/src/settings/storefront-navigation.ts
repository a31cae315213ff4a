import { z } from 'zod';
import { parseIsoDate } from '../nepal/nepal-time.js';
import {
  DEFAULT_NAVIGATION,
  isShopLink,
  NAVIGATION_LIMITS,
  NAVIGATION_MESSAGES,
  type Navigation,
  type ShopNavLink,
} from './storefront-navigation-rules.js';
import { hasInvalidTextCharacters } from '../shared/text-hygiene.js';

// Words around every storefront page that the owner writes (issue #32): an announcement bar above
// the header and the links of the header menu and the footer's Help and Policies columns. A shop
// that saved none shows the specification's bar-less header and its links, exactly as before.
// The schemas the server checks them with; their rules, which the storefront needs, are in
// storefront-navigation-rules.ts.

const M = NAVIGATION_MESSAGES;

const plainText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid);

const href = z.string({ error: M.linkInvalid }).trim().refine(isShopLink, M.linkInvalid);

/** One menu or footer link: its label in English and, optionally, Nepali (blank: the English). */
export const navLinkSchema = z.object({
  label: plainText(NAVIGATION_LIMITS.label, M.labelTooLong).refine((value) => value.length > 0, M.labelRequired),
  label_ne: plainText(NAVIGATION_LIMITS.label, M.labelTooLong).default(''),
  href,
});

const linkList = (fallback: readonly ShopNavLink[]) =>
  z
    .array(navLinkSchema, { error: M.tooManyLinks })
    .max(NAVIGATION_LIMITS.links, M.tooManyLinks)
    .default(() => fallback.map((link) => ({ ...link })));

export const navigationSchema = z.object({
  header: linkList(DEFAULT_NAVIGATION.header).describe('The header menu (desktop) and the mobile menu’s pages'),
  footer_help: linkList(DEFAULT_NAVIGATION.footer_help).describe('The footer’s Help column'),
  footer_policies: linkList(DEFAULT_NAVIGATION.footer_policies).describe('The footer’s Policies column'),
});

// The rules file's plain types are exactly what these schemas produce (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
void (true satisfies Same<z.output<typeof navLinkSchema>, ShopNavLink>);
void (true satisfies Same<z.output<typeof navigationSchema>, Navigation>);

/** A fresh copy of the default links (callers may change it). */
export const defaultNavigation = (): Navigation => navigationSchema.parse({});

const isoDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === '' || parseIsoDate(value) !== null, M.dateInvalid)
  .default('');

/** The announcement bar: off until the owner writes one and switches it on. */
const announcementFields = z.object({
  enabled: z.boolean().default(false),
  text: plainText(NAVIGATION_LIMITS.announcement, M.announcementTooLong).default(''),
  text_ne: plainText(NAVIGATION_LIMITS.announcement, M.announcementTooLong)
    .default('')
    .describe('Blank: Nepali pages show the English text'),
  link: z
    .string({ error: M.linkInvalid })
    .trim()
    .refine((value) => value === '' || isShopLink(value), M.linkInvalid)
    .default('')
    .describe('Blank: no link; else a path on this shop or an https address'),
  starts_on: isoDate.describe('First day shown (YYYY-MM-DD, Nepal time); blank: from now'),
  ends_on: isoDate.describe('Last day shown (YYYY-MM-DD, Nepal time, inclusive); blank: until switched off'),
});

/** The bar as GET /shop/ answers it (already checked when saved). */
export const shopAnnouncementSchema = z.object({
  text: z.string(),
  text_ne: z.string(),
  link: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
});

export const announcementSchema = announcementFields.superRefine((value, ctx) => {
  if (value.enabled && value.text === '') {
    ctx.addIssue({ code: 'custom', path: ['text'], message: M.announcementRequired });
  }
  if (value.starts_on !== '' && value.ends_on !== '' && value.ends_on < value.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endBeforeStart });
  }
});
export type Announcement = z.output<typeof announcementSchema>;

export const defaultAnnouncement = (): Announcement => announcementSchema.parse({});
