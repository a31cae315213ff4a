import { z } from 'zod';
import { emailField } from '../auth/account-forms.js';

// Who may do what in the back office. Every account has one role:
// - customer: shops (the default);
// - staff: the daily desk work — orders, product questions, reviews, messages;
// - admin: everything staff do, plus the catalogue, prices, coupons, settings and staff accounts;
// - accountant: the accounts area only (sales register, reports, exports) and reading and printing
//   bills and credit notes (issue #34) — not the order desk, catalogue, customers or settings.
// The role travels in the access token; the server checks it again in the database before every
// staff or admin write, so a removed role stops writes at once (reads may trust the token's
// remaining minutes). Removing or changing someone's role also ends their sessions.

export const USER_ROLES = ['customer', 'staff', 'admin', 'accountant'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles the Staff screen grants (every back-office role). */
export const STAFF_ROLES = ['staff', 'accountant', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff or admin: may use the order desk and the rest of the daily staff screens. */
export function isStaffRole(role: UserRole | null | undefined): role is 'staff' | 'admin' {
  return role === 'staff' || role === 'admin';
}

/** Any back-office role: may enter the staff area (/staff) and read and print any order's bill and credit notes. */
export function isBackOfficeRole(role: UserRole | null | undefined): role is StaffRole {
  return role === 'staff' || role === 'admin' || role === 'accountant';
}

/** Admin or accountant: may open the accounts area (sales register, reports, exports). */
export function canSeeAccounts(role: UserRole | null | undefined): role is 'admin' | 'accountant' {
  return role === 'admin' || role === 'accountant';
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  staff: 'Staff',
  accountant: 'Accountant',
  admin: 'Admin',
};

export const STAFF_PATHS = {
  staff: '/api/v1/admin/staff/',
  member: (userId: number) => `/api/v1/admin/staff/${userId}/`,
} as const;

export const STAFF_MESSAGES = {
  staffOnly: 'Only staff can do this',
  adminOnly: 'Only admins can do this',
  accountsOnly: 'Only admins and accountants can do this',
  accountNotFound: 'No account uses this e-mail address. The person must sign up first.',
  lastAdmin: 'The shop needs at least one admin: make someone else admin first',
  roleInvalid: 'Choose Staff, Accountant or Admin',
} as const;

export const staffRoleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

/** Body of POST api/v1/admin/staff/: give an existing account a role. */
export const staffGrantSchema = z.object({ email: emailField, role: staffRoleField });
export type StaffGrantRequest = z.infer<typeof staffGrantSchema>;

/** Body of PATCH api/v1/admin/staff/{user_id}/. */
export const staffRoleChangeSchema = z.object({ role: staffRoleField });
export type StaffRoleChangeRequest = z.infer<typeof staffRoleChangeSchema>;

export const staffMemberParamsSchema = z.object({
  user_id: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(2_147_483_647, { message: 'is too large' }),
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET api/v1/admin/staff/: admins first, then staff, each by name. A shop has a handful: no pages. */
export const staffListSchema = z.object({ data: z.array(staffMemberSchema), count: z.number().int() });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST and PATCH answer the member as they are now, and what the screen shows in its toast. */
export const staffChangedSchema = z.object({ data: staffMemberSchema, message: z.string() });
export type StaffChanged = z.infer<typeof staffChangedSchema>;

/** DELETE answers the account, now a customer again. */
export const staffRemovedSchema = z.object({
  data: z.object({ id: z.number().int(), email: z.string(), role: z.literal('customer') }),
  message: z.string(),
});
export type StaffRemoved = z.infer<typeof staffRemovedSchema>;

const nameOf = (member: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

/** The success toasts, worded the same by the server and the screen. */
export const staffChangeMessages = {
  granted: (member: StaffMember) => `${nameOf(member)} is now ${STAFF_ROLE_LABELS[member.role]}`,
  changed: (member: StaffMember) =>
    `${nameOf(member)} is now ${STAFF_ROLE_LABELS[member.role]}; they sign in again to continue`,
  removed: (member: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>) =>
    `${nameOf(member)} is no longer staff; their sessions have ended`,
};
