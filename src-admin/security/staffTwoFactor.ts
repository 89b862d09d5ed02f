import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import { paths } from '@/src/config/paths';

/**
 * The API refuses a staff member without two-factor sign-in (STAFF_2FA=required) with a 403
 * and this message. The HTTP client reports such answers here; the back office's layout
 * listens and sends the person to enrol.
 */
/** Where staff turn two-factor sign-in on: the web app's Profile > Security works for any role. */
export const SECURITY_PATH = paths.accountSecurity;

type Listener = () => void;
const listeners = new Set<Listener>();

export const isStaffTwoFactorRefusal = (status: number, body: unknown): boolean =>
  status === 403 && typeof body === 'object' && body !== null && (body as { message?: unknown }).message === STAFF_TWO_FACTOR_MSG.required;

export function reportStaffTwoFactorRequired(): void {
  listeners.forEach((listener) => listener());
}

export function onStaffTwoFactorRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
