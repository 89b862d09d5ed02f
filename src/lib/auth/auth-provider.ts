import type { AuthProvider, UserIdentity } from 'react-admin';
import type { LoginPayload } from '@/common/api/auth';
import { isStepUpRefusal } from '@/common/api/two-factor';
import { CODE_UI } from '@/common/validation/sign-in-code';
import type { DeviceApprovalRequired, LoginOrChallenge, TwoFactorRequired } from '@/src/types/api';
import { api, authApi } from '../api-client';
import { canPerform, canUseBackOffice, isAuthenticated } from './access';
import { isExpired } from './expiry';
import { endSession, getSession, startSession, type Session } from './session';
import { AUTH_PROVIDER_TEXT } from './texts';
import { paths } from '@/src/config/paths';

/** react-admin's own login form sends `username`; ours sends `email_address`. */
type LoginParams = LoginPayload | { username: string; password: string };

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * A 401 that asks for a two-factor code or a passkey (RFC 9470) rather than ending the session:
 * axios keeps the response's header; the back office's fetch client, which loses it, marks the
 * refusals it hands on (`stepUp` in the body: src-admin/security/staffPasskey.ts).
 */
const asksForCode = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { response?: { headers?: Record<string, unknown> }; body?: { stepUp?: unknown } | null };
  return isStepUpRefusal(e.response?.headers?.['www-authenticate']) || e.body?.stepUp === true;
};

/**
 * POST /user/login: with a token the session starts; with two-factor sign-in on, the answer is
 * the challenge to send back with a code (POST /user/login/2fa) and no session starts yet.
 */
export async function signIn(params: LoginParams): Promise<Session | TwoFactorRequired | DeviceApprovalRequired> {
  const email_address = 'email_address' in params ? params.email_address : params.username;
  const { data } = await api.post<LoginOrChallenge>('/user/login', { email_address, password: params.password });
  if ('twoFactorRequired' in data || 'deviceApprovalRequired' in data) return data;
  return startSession({ id: data._id, token: data.accessToken });
}

const activeSession = (): Session | null => {
  const session = getSession();
  if (session && isExpired(session.token, Date.now())) {
    endSession('ended');
    return null;
  }
  return session;
};

/**
 * The single source of truth about who is signed in, shared by the web app's route guards
 * (through the same session store) and by react-admin under /admin.
 */
export const authProvider = {
  /**
   * POST /user/login, then keeps the session. Rejects with the axios error on failure, and with
   * an Error saying where to sign in when the account asks for a two-factor code (react-admin's
   * own form has no code step; the main sign-in page has).
   */
  async login(params: LoginParams): Promise<Session> {
    const result = await signIn(params);
    if ('twoFactorRequired' in result || 'deviceApprovalRequired' in result) throw new Error(CODE_UI.useMainSignIn);
    return result;
  },

  /**
   * Forgets the session at once (so the authorised client stops sending the token), then asks
   * the server to revoke the token, best effort. Resolves to where to go next, or false when
   * there was no session (the route guards take care of the redirect then).
   * `sessionEnded`: the session ran out rather than the user signing out (the sign-in page says so).
   */
  async logout(params?: { sessionEnded?: boolean }): Promise<string | false> {
    const session = getSession();
    endSession(params?.sessionEnded ? 'ended' : 'signed-out');
    if (!session) return false;
    try {
      await api.post('/user/logout', undefined, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
    } catch {
      // already revoked, expired or offline: nothing more to do here
    }
    return paths.login;
  },

  async checkAuth(): Promise<void> {
    if (!isAuthenticated(activeSession())) {
      throw { redirectTo: paths.login, message: false };
    }
  },

  /** 401: the token is no longer accepted, so the session ends. 403: signed in but not allowed; stay. */
  async checkError(error: unknown): Promise<void> {
    if (statusOf(error) === 401 && !asksForCode(error)) {
      // the API client has usually ended it already (same refused token)
      if (getSession()) endSession('ended');
      throw { redirectTo: paths.login, message: false };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const session = getSession();
    if (!session) throw new Error(AUTH_PROVIDER_TEXT.notSignedIn);
    const { data } = await authApi.get<{ _id: string; name: string; email: string }>('/profile/me');
    return { id: data._id, fullName: data.name, email: data.email };
  },

  /** The role from the token: 'investor' | 'support' | 'admin', or null when signed out. */
  async getPermissions(): Promise<Session['role']> {
    return getSession()?.role ?? null;
  },

  async canAccess({ action }: { action: string; resource: string }): Promise<boolean> {
    const session = activeSession();
    return canUseBackOffice(session) && canPerform(session, action);
  },
} satisfies AuthProvider;
