import { formatterFor } from '@/common/i18n/formatters';
import { KYC_TEXT } from './texts';

// one decimal for megabytes, whole kilobytes; never grouped ('1023 KB', as it always read)
const megabytes = formatterFor(
  (t) => new Intl.NumberFormat(t.number, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
);
const kilobytes = formatterFor((t) => new Intl.NumberFormat(t.number, { maximumFractionDigits: 0, useGrouping: false }));

/** A file's size as staff read it: '1.2 MB', '340 KB' (at least 1 KB), in the language of the moment. */
export const fileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? KYC_TEXT.megabytes(megabytes().format(bytes / 1024 / 1024))
    : KYC_TEXT.kilobytes(kilobytes().format(Math.max(1, Math.round(bytes / 1024))));
