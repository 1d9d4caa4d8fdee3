import { useEffect } from 'react';
import type { FieldErrorTarget } from '@/lib/mutation-kit';
import { refusalOf } from './refusals';

/**
 * A read's refusal shown at the field it is about (e.g. GROUP_SIZE_INVALID beside the count), as
 * `useWrite`'s fieldErrors do for writes. The read must be made with `shownInPlace` for these codes,
 * so no toast comes too. Returns whether the error was placed at a field.
 */
export function useFieldRefusal<Name extends string>(
  form: FieldErrorTarget<NoInfer<Name>>,
  error: unknown,
  fields: Partial<Record<string, Name>>,
): boolean {
  const refusal = refusalOf(error, Object.keys(fields));
  const field = refusal?.errorCode ? fields[refusal.errorCode] : undefined;
  const message = refusal?.errorMsg;
  // Again for each new refusal (the same message after a second try included).
  useEffect(() => {
    if (field && message) form.setFields([{ name: field, errors: [message] }]);
  }, [form, field, message, refusal]);
  return field !== undefined;
}
