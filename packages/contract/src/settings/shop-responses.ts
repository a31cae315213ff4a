import { z } from 'zod';
import type { ShopInfo } from '../contact/contact.js';
import { shopInfoSchema } from './shop-settings.js';

// Answers about the shop itself: its public facts and a message sent to it, for the server's
// serializer (only these fields are sent) and the OpenAPI document.

/** GET /api/v1/shop/: the facts every page and e-mail shows (no-cache: a saved change shows at once). */
export const shopInfoResponseSchema = z.object({ data: shopInfoSchema });

/** POST /api/v1/contact/ → 201: the stored message's id. */
export const contactSentSchema = z.object({ data: z.object({ id: z.number().int() }) });

// Compile-time: the answer's output and the type the storefront reads are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const shopSchemasMatchContract: [Same<z.infer<typeof shopInfoResponseSchema>['data'], ShopInfo>] = [true];
