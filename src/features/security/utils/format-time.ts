/** '21 Nov 2026, 2:05 PM' on the viewer's own clock; '' for a value that is not a time. */
export { formatDateTime } from '@/common/date-format';
