import { z } from 'zod';
import { savedAddressSchema } from './saved-addresses.js';

// Answers of the address book's writes (the list, savedAddressListSchema, is in saved-addresses.ts
// with the address itself), for the server's serializer and the OpenAPI document.

/** POST (201), PUT and POST …/default (200) under /api/v1/account/addresses: the address as saved. */
export const savedAddressResponseSchema = z.object({ data: savedAddressSchema });
