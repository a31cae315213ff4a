import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscribeSchema } from '@pasal/contract';

// Loaded at the newsletter form's first check (lazyResolver), with zod.

/** The address is all the home page's form sends: the server takes 'home' as its source. */
export const newsletterFormSchema = newsletterSubscribeSchema.pick({ email: true });

export const newsletterFormResolver = zodResolver(newsletterFormSchema);
