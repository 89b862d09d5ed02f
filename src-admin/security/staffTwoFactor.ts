import { twoFactorStatusSchema } from '@/common/api/two-factor';
import { paths } from '@/src/config/paths';

/**
 * Under STAFF_2FA=required the API refuses every back-office call of a staff member without
 * two-factor sign-in with a 403, the same status as a role's limit, and a message in the
 * account's language. What tells the two apart is the server's own account of the staff member
 * (GET /auth/2fa, open to them: `required` and not `enabled`). The HTTP client asks it after a
 * 403 and reports here; the back office's layout listens and sends the person to enrol.
 */

/** Where staff turn two-factor sign-in on: the web app's Profile > Security works for any role. */
export const SECURITY_PATH = paths.accountSecurity;

type Listener = () => void;
const listeners = new Set<Listener>();

/** A status the server closes the back office with (a role's limit answers it too). */
export const mayBeStaffTwoFactorRefusal = (status: number): boolean => status === 403;

/** Whether GET /auth/2fa's answer says the back office stays closed until two-factor sign-in is on. */
export const mustEnrolFirst = (status: Pick<ReturnType<typeof twoFactorStatusSchema.parse>, 'required' | 'enabled'>): boolean =>
  status.required && !status.enabled;

export function reportStaffTwoFactorRequired(): void {
  listeners.forEach((listener) => listener());
}

export function onStaffTwoFactorRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let asking: Promise<void> | null = null;

/**
 * After a refusal that may be this one: asks the server (`askStatus`: GET /auth/2fa's JSON) and
 * reports when its answer says so. The calls refused together (a page asks several things at
 * once) share one question. No answer, or one it cannot read: nothing is reported, the refusal
 * stands as it is.
 */
export function checkStaffTwoFactor(askStatus: () => Promise<unknown>): Promise<void> {
  asking ??= askStatus()
    .then(
      (json) => {
        const status = twoFactorStatusSchema.safeParse(json);
        if (status.success && mustEnrolFirst(status.data)) reportStaffTwoFactorRequired();
      },
      () => undefined,
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}
