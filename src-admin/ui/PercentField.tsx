import { useRecordContext } from 'react-admin';

/** A percentage as staff read it: 1.8 reads '1.8%' (a bare number in a column is ambiguous). */
export const formatPercent = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? `${value}%` : '');

/**
 * A record's percentage field. Use it as a column's child (DataTable.Col), never
 * DataTable.NumberCol with `render`: NumberCol draws its own NumberField and ignores `render`,
 * which is how a daily return once showed '1.8' with no '%'.
 */
export const PercentField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{formatPercent(record[source])}</span>;
};
