import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFieldError } from '@/src/types/api';

/**
 * Shows the server's per-field validation errors under the matching form fields.
 * Returns how many were shown; errors for fields the form doesn't have are skipped.
 */
export function applyFieldErrors<T extends FieldValues>(
  errors: ApiFieldError[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  let shown = 0;
  for (const { field, message } of errors) {
    const match = fields.find((f) => f === field);
    if (match) {
      setError(match, { type: 'server', message }, { shouldFocus: shown === 0 });
      shown += 1;
    }
  }
  return shown;
}
