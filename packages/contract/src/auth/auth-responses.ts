import { z } from 'zod';
import type { AuthConfig, AuthResponse, Billing, Profile, SessionUser } from './auth.js';
import { USER_ROLES } from '../staff/staff.js';

// Response shapes of the sign-in and account routes, for the server's serializer (only these
// fields are sent: never a password hash or a Google id) and the OpenAPI document. The types stay
// in auth.ts, zod-free for the storefront's first screen; the checks at the end keep the two in
// step. Keys are in the order the server builds them, so answers keep their bytes.

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});

/** Password and Google sign-in, a refreshed session, a new password: the account and an access token. */
export const signedInSchema = z.object({ data: z.object({ user: sessionUserSchema, access: z.string() }) });

/** A new account (not signed in). */
export const registeredSchema = z.object({ data: z.object({ user: sessionUserSchema }) });

/** A password reset asked for or a password changed: what happened, in words. */
export const authMessageSchema = z.object({ data: z.object({ message: z.string() }) });

/** An e-mail address or phone number proven: what happened, in words, and the account as it is now. */
export const verifiedSchema = z.object({ data: z.object({ message: z.string(), user: sessionUserSchema }) });

/** GET api/v1/auth/config/ */
export const authConfigResponseSchema = z.object({
  data: z.object({
    google_client_id: z.string().nullable(),
    demo_mail_path: z.string().nullable(),
    phone_sign_in: z.boolean(),
  }),
});

const billingResponseSchema = z.object({
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  monument: z.string(),
  zipcode: z.string().describe("'' when not given"),
  province_id: z
    .number()
    .nullable()
    .describe('Ids from packages/contract nepal/geography.ts; null for an address saved as free text before'),
  district_id: z.number().nullable(),
  local_level_id: z.number().nullable(),
  ward: z.number().nullable(),
  tole: z.string(),
  landmark: z.string(),
  postal_code: z.string().describe("'' when not given"),
});

/** GET/PATCH api/v1/auth/profile/ */
export const profileResponseSchema = z.object({
  data: sessionUserSchema.extend({ billing: billingResponseSchema.nullable() }),
});

// Compile-time: each schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const authSchemasMatchContract: [
  Same<z.infer<typeof sessionUserSchema>, SessionUser>,
  Same<z.infer<typeof signedInSchema>['data'], AuthResponse>,
  Same<z.infer<typeof authConfigResponseSchema>['data'], AuthConfig>,
  Same<z.infer<typeof billingResponseSchema>, Billing>,
  Same<z.infer<typeof profileResponseSchema>['data'], Profile>,
] = [true, true, true, true, true];
