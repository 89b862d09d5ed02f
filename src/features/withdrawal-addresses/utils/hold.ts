import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { formatDateTime } from '@/common/date-format';

/** Still in its hold (NEW_ADDRESS_HOLD after saving): the allow-list refuses it until then. */
export const isOnHold = (address: Pick<PublicWithdrawalAddress, 'usable_from'>, now: number = Date.now()): boolean =>
  new Date(address.usable_from).getTime() > now;

/** '25 Nov 2026, 2:05 PM' on the viewer's own clock. */
export const formatUsableFrom = (iso: string): string => formatDateTime(iso);
