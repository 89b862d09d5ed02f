import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFieldError } from '../../../types/api';

/** Shows the server's per-field errors under the form's own fields; returns how many were shown. */
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
