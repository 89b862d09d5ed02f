/** Money as react-admin's NumberField shows it: en-US dollars. */
export const USD = { style: 'currency', currency: 'USD' } as const;

/** A date and time as the whole product writes it ('25 Nov 2026, 5:00 PM'), or '' when there is none. */
export { formatDateTime } from '@/common/date-format';
