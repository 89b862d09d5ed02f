import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { isStepUpRefusal } from '@/common/api/two-factor';
import { currentLocale } from '@/common/i18n/translate';
import { endSession, getSession } from './auth/session';

/** Both clients share one base address and speak JSON. */
export const API_BASE_URL = '/api';

const defaults = {
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
  timeout: 30_000,
};

/** For calls made without a session: sign-in, sign-up. */
export const api = axios.create(defaults);

/** For calls on behalf of the signed-in user: adds `Authorization: Bearer <token>`. */
export const authApi = axios.create(defaults);

// The server writes its messages in the page's language, not in whatever the browser prefers.
for (const client of [api, authApi]) {
  client.interceptors.request.use(
    (config) => {
      config.headers = AxiosHeaders.from(config.headers).set('Accept-Language', currentLocale());
      return config;
    },
    undefined,
    { synchronous: true },
  );
}

authApi.interceptors.request.use(
  (config) => {
    const session = getSession();
    const headers = AxiosHeaders.from(config.headers);
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
    else headers.delete('Authorization');
    config.headers = headers;
    return config;
  },
  undefined,
  // synchronous: the token is read when the call is made, not a tick later
  { synchronous: true },
);

authApi.interceptors.response.use(undefined, (error: unknown) => {
  // A revoked or expired token: end the session so the guards send the user to sign in.
  // Only when the refused token is still the current one (not a stale request from before a new sign-in),
  // and not when the 401 asks for a two-factor code (step-up): the session is fine then.
  if (isAxiosError(error) && error.response?.status === 401 && !isStepUpRefusal(error.response.headers['www-authenticate'])) {
    const sent = AxiosHeaders.from(error.config?.headers).get('Authorization');
    const session = getSession();
    if (session && sent === `Bearer ${session.token}`) endSession('ended');
  }
  return Promise.reject(error);
});
