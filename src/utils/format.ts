/** Day, short month, year: '21 Nov 2026', as everywhere: common/date-format.ts. */
export { formatDate } from '@/common/date-format';

/** 'pending' -> 'Pending' (status labels). */
export const capitalise = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
