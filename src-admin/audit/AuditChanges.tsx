import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { AuditEntry } from '@/common/api/audit';
import { DEFAULT_LOCALE } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import type { AdminRecord } from '../dataProvider/record';
import { srOnly } from '../ui/srOnly';
import { wordFor } from '../layout/words';
import { AUDIT_FIELD_TEXT, AUDIT_TEXT as T } from './texts';

export type AuditRecord = AdminRecord<AuditEntry>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * A stored field's name as staff say it. A field the catalogue has no word for is read from its
 * key: in English ('payout_ref' -> 'Payout ref'); in another language the key itself, as stored,
 * rather than English words on its page.
 */
export function fieldName(key: string): string {
  const named = wordFor(AUDIT_FIELD_TEXT, key);
  if (named) return named;
  if (currentLocale() !== DEFAULT_LOCALE) return key;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields that differ between before and after (all of after for a create, all of before for a delete). */
export function changedFields(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const b = isObj(before) ? before : {};
  const a = isObj(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'updatedAt');
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((field) => ({ field, before: b[field], after: a[field] }));
}

/** A credit or debit (user.credit / user.debit) as staff say it, or null for other entries. */
function describeMovement(after: unknown): string | null {
  if (!isObj(after) || typeof after.amountCents !== 'number' || typeof after.account !== 'string') return null;
  const amount = formatUsdFromCents(Math.abs(after.amountCents));
  const moved = after.amountCents > 0 ? T.credited(amount, after.account) : T.debited(amount, after.account);
  const now = typeof after.cents === 'number' ? T.nowSuffix(formatUsdFromCents(after.cents)) : '';
  const reason = typeof after.reason === 'string' && after.reason ? T.reasonSuffix(after.reason) : '';
  return `${moved}${now}${reason}`;
}

/** One line: "status: pending → successful; amount: 100 → 150" */
export function summarizeChanges(before: unknown, after: unknown, max = 3): string {
  const movement = describeMovement(after);
  if (movement) return movement;
  if (before == null && after != null) return T.created;
  if (after == null && before != null) return T.deleted;
  const changes = changedFields(before, after);
  if (changes.length === 0) return T.noFieldChanged;
  const text = changes
    .slice(0, max)
    .map((c) => `${fieldName(c.field)}: ${show(c.before)} → ${show(c.after)}`)
    .join('; ');
  return changes.length > max ? T.andMore(text, changes.length - max) : text;
}

/** Before and after of an audit entry, field by field: what changed is marked. */
export const AuditChanges = () => {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  const b = isObj(record.before) ? record.before : {};
  const a = isObj(record.after) ? record.after : {};
  const changed = new Set(changedFields(record.before, record.after).map((c) => c.field));
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (fields.length === 0) {
    return <Typography variant="body2">{T.noDetails}</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.changesMadeBy(record.action)}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {T.field}
            </TableCell>
            <TableCell component="th" scope="col">
              {T.before}
            </TableCell>
            <TableCell component="th" scope="col">
              {T.after}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field} sx={changed.has(field) ? { bgcolor: '#fff8e1' } : undefined}>
              <TableCell component="th" scope="row" sx={{ fontWeight: changed.has(field) ? 600 : 400 }}>
                {fieldName(field)}
                {changed.has(field) && (
                  <Box component="span" sx={srOnly}>
                    {` ${T.changedMark}`}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{show(b[field])}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{show(a[field])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
