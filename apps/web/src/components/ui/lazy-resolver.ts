import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that loads at the form's first check, not with the page: the schema and zod
 * with it (about 25 KB of script to download and evaluate) stay off a page where the form is one
 * box below the fold (the home page's newsletter). react-hook-form awaits its resolver anyway, so
 * the first check waits for the download once and every later check runs at once. A failed
 * download is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
