import { isAxiosError } from 'axios';
import type { ApiErrorBody, ApiFieldError } from '../types/api';

export interface ApiFailure {
  /** HTTP status, or null when the server was not reached */
  status: number | null;
  /** the server's `message`, or null when there is none */
  message: string | null;
  fieldErrors: ApiFieldError[];
}

const isErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string';

/** Reads the `{ statusCode, error, message, errors? }` shape out of whatever a call threw. */
export function readApiError(error: unknown): ApiFailure {
  if (!isAxiosError(error) || !error.response) {
    return { status: null, message: null, fieldErrors: [] };
  }
  const { status, data } = error.response;
  if (!isErrorBody(data)) return { status, message: null, fieldErrors: [] };
  const fieldErrors = Array.isArray(data.errors)
    ? data.errors.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string')
    : [];
  return { status, message: data.message, fieldErrors };
}
