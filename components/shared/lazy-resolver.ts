import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code (the zod schema, zod itself, the resolver) loads when it is
 * first needed, not with the page: zod alone is ~45 KB compressed, and a form is only
 * validated once someone has typed in it. `preload` starts the load early, e.g. on the
 * form's first focus, so the first validation seldom waits for it.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () => (loading ??= load().catch((e) => ((loading = undefined), Promise.reject(e))));
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
