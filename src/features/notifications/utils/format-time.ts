import { formatDateTime } from '@/common/date-format';

/** '21 Nov 2026, 2:05 PM' on the viewer's own clock; '' for a value that is not a time. */
export const formatNotificationTime = (value: string): string => formatDateTime(value);
