import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Still in its hold (NEW_ADDRESS_HOLD after saving): the allow-list refuses it until then. */
export const isOnHold = (address: Pick<PublicWithdrawalAddress, 'usable_from'>, now: number = Date.now()): boolean =>
  new Date(address.usable_from).getTime() > now;

/** '25 Nov 2026, 14:05' on the viewer's own clock. */
export const formatUsableFrom = (iso: string): string => timeFormat.format(new Date(iso));
