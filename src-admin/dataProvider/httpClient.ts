import { fetchUtils, HttpError, type Identifier } from 'react-admin';
import { currentLocale } from '@/common/i18n/translate';
import { MSG } from '@/common/messages';
import { API_BASE_URL } from '@/src/lib/api-client';
import { getSession } from '@/src/lib/auth/session';
import { isStaffPasskeyRefusal, staffStepUpToken, stepUpNotGiven, withStepUpHeader } from '../security/staffPasskey';
import { checkStaffTwoFactor, mayBeStaffTwoFactorRefusal } from '../security/staffTwoFactor';

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
const request: HttpClient = async (url, options = {}) => {
  const session = getSession();
  try {
    // the server writes its messages in the page's language, not in whatever the browser prefers
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Accept-Language', currentLocale());
    return await fetchUtils.fetchJson(url, {
      ...options,
      headers,
      user: session ? { authenticated: true, token: `Bearer ${session.token}` } : undefined,
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw new HttpError(MSG.networkError, 0, null);
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      const body = error.body as Json;
      const errors = toFormErrors(body.errors);
      if (errors) throw new HttpError(error.message, error.status, { ...body, errors, apiErrors: body.errors });
    }
    throw error;
  }
};

/**
 * `request`, and after a 403 the question whether it closed the back office to a staff member
 * without two-factor sign-in (STAFF_2FA=required): the layout then sends them to enrol.
 */
const send: HttpClient = async (url, options = {}) => {
  try {
    return await request(url, options);
  } catch (error) {
    if (error instanceof HttpError && mayBeStaffTwoFactorRefusal(error.status)) {
      await checkStaffTwoFactor(async () => (await request(`${API_BASE_URL}/auth/2fa`)).json);
    }
    throw error;
  }
};

/**
 * The back office's HTTP client: `send`, and under STAFF_PASSKEY=required a staff act the server
 * refuses for want of a passkey (approve, pay, reject, adjust) is confirmed with the staff
 * member's passkey and sent once more with the token in the Step-Up header. Every act goes
 * through here, so none of them has to know. A second refusal is not tried again.
 */
export const httpClient: HttpClient = async (url, options = {}) => {
  try {
    return await send(url, options);
  } catch (error) {
    if (!isStaffPasskeyRefusal(error)) throw error;
    const token = await staffStepUpToken(send, error);
    try {
      return await send(url, withStepUpHeader(options, token));
    } catch (again) {
      throw isStaffPasskeyRefusal(again) ? stepUpNotGiven(again.message, again.body) : again;
    }
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
