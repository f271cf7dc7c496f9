// useZodForm for a form on a page's first screen: the schema and its resolver (zod, about 40 KB gzip) load
// on the first validation instead of with the page, so a prerendered question is interactive sooner. The
// types still come from the schema (a type-only import at the call site), so nothing is cast.
import { useCallback, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { FormInput, FormOutput, FormSchema, UseZodFormOptions, ZodForm } from './use-zod-form';

type FormResolver<S extends FormSchema> = Resolver<FormInput<S>, unknown, FormOutput<S>>;

async function resolverFor<S extends FormSchema>(loadSchema: () => Promise<S>): Promise<FormResolver<S>> {
  const resolverModule = import('@hookform/resolvers/zod');
  const schema = await loadSchema();
  const { zodResolver } = await resolverModule;
  return zodResolver(schema);
}

/**
 * `loadSchema` is a dynamic import, e.g. `() => import('./step-schemas').then((m) => m.PetStepSchema)`.
 * The first validation (a field left, or a submit) waits for it once; later ones run at once. Same
 * defaults as useZodForm.
 */
export function useLazyZodForm<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: UseZodFormOptions<S>,
): ZodForm<S> {
  const pending = useRef<Promise<FormResolver<S>> | null>(null);
  const load = useRef(loadSchema);
  const resolver = useCallback<FormResolver<S>>((values, context, resolverOptions) => {
    pending.current ??= resolverFor(load.current);
    return pending.current.then((resolve) => resolve(values, context, resolverOptions));
  }, []);
  return useForm<FormInput<S>, unknown, FormOutput<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver,
  });
}
