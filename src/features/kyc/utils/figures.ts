import { formatterFor } from '@/common/i18n/formatters';
import { KYC_TEXT } from '../texts';

const oneDecimal = formatterFor(
  (t) => new Intl.NumberFormat(t.number, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
);
const whole = formatterFor((t) => new Intl.NumberFormat(t.number, { maximumFractionDigits: 0, useGrouping: false }));
const percent = formatterFor((t) => new Intl.NumberFormat(t.number, { style: 'percent', maximumFractionDigits: 0 }));

/** A chosen file's size: '2.4 MB' from a megabyte on, else whole kilobytes ('12 KB', at least 1). */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? KYC_TEXT.megabytes(oneDecimal().format(bytes / (1024 * 1024)))
    : KYC_TEXT.kilobytes(whole().format(Math.max(1, Math.round(bytes / 1024))));

/** How much of the upload has gone, 0..100 -> '42%'. */
export const formatUploadPercent = (progress: number): string => percent().format(progress / 100);
