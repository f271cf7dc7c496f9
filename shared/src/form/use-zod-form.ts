// useForm with the zod schema as its resolver, typed from the schema: the form holds the schema's
// input and submits its output (trimmed, normalised, transformed), with no casts at call sites.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A schema a form can use: it takes an object of field values (its input) and yields anything. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;

/** The react-hook-form handle for a schema's form. */
export type ZodForm<S extends FormSchema> = UseFormReturn<FormInput<S>, unknown, FormOutput<S>>;

export interface UseZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<FormInput<S>, unknown, FormOutput<S>>,
  'resolver' | 'defaultValues'
> {
  defaultValues: DefaultValues<FormInput<S>>;
}

/**
 * Messages appear once a field is left, then update as the visitor types (mode 'onTouched',
 * reValidateMode 'onChange'). A failed submit focuses the <Form>'s error summary, not the first field
 * (shouldFocusError false); pass shouldFocusError: true for a form without a summary.
 */
export function useZodForm<S extends FormSchema>(schema: S, options: UseZodFormOptions<S>): ZodForm<S> {
  return useForm<FormInput<S>, unknown, FormOutput<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}
