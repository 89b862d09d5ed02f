import { fetchUtils, HttpError, type Identifier } from 'react-admin';
import { MSG } from '@/common/messages';
import { getSession } from '@/src/lib/auth/session';
import { isStaffTwoFactorRefusal, reportStaffTwoFactorRequired } from '../security/staffTwoFactor';

export type HttpClient = typeof fetchUtils.fetchJson;
export type Json = Record<string, unknown>;

const isNetworkFailure = (error: unknown) => error instanceof TypeError && !(error instanceof HttpError);

/**
 * The API's `errors: [{ field, message }]` as react-admin's form wants them: `{ field: message }`,
 * so a 400 shows each message under its input.
 */
const toFormErrors = (errors: unknown): Record<string, string> | undefined => {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const e of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof e?.field === 'string' && typeof e.message === 'string' && !(e.field in out)) out[e.field] = e.message;
  }
  return Object.keys(out).length ? out : undefined;
};

/**
 * fetchJson with the signed-in user's Bearer token (read at call time, so a logout takes effect
 * at once). A request that never reached the server rejects with status 0 and the network
 * message; the API's field errors come back in react-admin's shape.
 */
export const httpClient: HttpClient = async (url, options = {}) => {
  const session = getSession();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: session ? { authenticated: true, token: `Bearer ${session.token}` } : undefined,
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw new HttpError(MSG.networkError, 0, null);
    // staff without two-factor sign-in under STAFF_2FA=required: the layout sends them to enrol
    if (error instanceof HttpError && isStaffTwoFactorRefusal(error.status, error.body)) reportStaffTwoFactorRequired();
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      const body = error.body as Json;
      const errors = toFormErrors(body.errors);
      if (errors) throw new HttpError(error.message, error.status, { ...body, errors, apiErrors: body.errors });
    }
    throw error;
  }
};

/** Where the methods of one dataProvider send their requests. */
export interface ApiEndpoint {
  client: HttpClient;
  /** `${apiUrl}/${path}`, with `/{id}` (encoded) when an id is given. */
  url: (path: string, id?: Identifier) => string;
}

export const apiEndpoint = (apiUrl: string, client: HttpClient): ApiEndpoint => ({
  client,
  url: (path, id) => `${apiUrl}/${path}${id === undefined ? '' : `${path.endsWith('/') ? '' : '/'}${encodeURIComponent(String(id))}`}`,
});
