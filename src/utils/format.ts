/** Day, short month, year: '21 Nov 2026' (SPEC.md section 9), as everywhere: common/date-format.ts. */
export { formatDate } from '@/common/date-format';

/** 'pending' -> 'Pending' (status labels, SPEC.md section 4). */
export const capitalise = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
