import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (zod and the lead schemas, a quarter of the
 * forms' JavaScript) loads when it is first needed instead of with the page: the forms validate
 * on submit, and `prefetch` (wired to the visitor's first interaction) has it ready by then.
 *
 * If that code cannot load (a network cut), the values go to the server unchecked: the API
 * validates them with the same schemas and the form shows its Spanish field errors, so the
 * visitor is never stuck.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(load: () => Promise<Resolver<TValues, unknown, TOutput>>) {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const prefetch = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next submit tries again
      throw error;
    }));

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let validate: Resolver<TValues, unknown, TOutput>;
    try {
      validate = await prefetch();
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
    return validate(values, context, options);
  };
  return { resolver, prefetch };
}
