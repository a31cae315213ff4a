import { z } from 'zod';

// Fields many paths and query strings of the API share: one rule and one wording for each.

const WHOLE = 'must be a whole number of at least 1';

/** A page of a list (?page=2): 1 to 100 000. */
export const pageParam = z.coerce
  .number({ message: WHOLE })
  .int({ message: WHOLE })
  .min(1, { message: WHOLE })
  .max(100_000, { message: 'is too large' });

/** A row's id in a path (/coupons/42/): 1 to PostgreSQL's largest integer. */
export const wholeId = z.coerce
  .number({ message: WHOLE })
  .int({ message: WHOLE })
  .min(1, { message: WHOLE })
  .max(2_147_483_647, { message: 'is too large' });
