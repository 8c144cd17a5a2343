import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose zod schema loads after the page, not with it: zod is a large part
 * of first-load JavaScript (its size: docs/benchmarks.md), and a form validates only once the user types or submits. `preload()`
 * starts the download (call it on the form's first focus); a validation before it arrives waits for
 * it. The loaded resolver is the ordinary zodResolver over the procedure's own schema.
 */
export type LazyResolver<T extends FieldValues, C, O> = Resolver<T, C, O> & { preload(): void };

export function lazyResolver<T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
): LazyResolver<T, C, O> {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk download is tried again on the next validation
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T, C, O> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
