import { formatterFor } from '@/common/i18n/formatters';

const twoDecimals = formatterFor((t) => new Intl.NumberFormat(t.number, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The least a withdrawal takes, as the amount field's hint writes it: '100.00' (the reader's separators). */
export const formatMinimum = (dollars: number): string => twoDecimals().format(dollars);
