import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A zod resolver whose schema (and zod itself, ~90 KB) load on the form's first validation instead of with the
 * page: a screen that is mostly a form (sign-in) paints and settles without evaluating them.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}

/** The same for a schema that reads the typed texts into other values: the submit handler gets the schema's output. */
export function lazyZodTransformResolver<TIn extends FieldValues, TOut extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
): Resolver<TIn, unknown, TOut> {
  let resolver: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    );
    return (await resolver)(values, context, options);
  };
}
