import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { AuditEntry } from '@/common/api/audit';
import { formatUsdFromCents } from '@/common/money';
import type { AdminRecord } from '../dataProvider/record';
import { srOnly } from '../ui/srOnly';

export type AuditRecord = AdminRecord<AuditEntry>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Stored field names as staff say them; others read from their key ('payout_ref' -> 'Payout ref'). */
const FIELD_NAMES: Record<string, string> = {
  acct_bal: 'Balance',
  acct_bonus: 'Profit',
  progress_bar: 'Progress',
  kyc_status: 'KYC verified',
  status: 'Status',
  trnx_type: 'Type',
  userid: 'User',
  userId: 'User',
  payment_method: 'Payment method',
  payment_address: 'Payment address',
  daily_withdrawal_limit: 'Daily withdrawal limit',
  roi: 'Daily return (%)',
  min: 'Minimum',
  max: 'Maximum',
  phone_no: 'Phone',
  email_address: 'E-mail',
  amountCents: 'Amount (cents)',
  usdRate: 'Rate (USD)',
  usd: 'Rate (USD)',
  createdAt: 'Created',
  deletedAt: 'Deleted',
  isAdmin: 'Admin',
};

export function fieldName(key: string): string {
  const named = FIELD_NAMES[key];
  if (named) return named;
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

const ACCOUNT_NAMES: Record<string, string> = { balance: 'balance', bonus: 'profit' };

/** A credit or debit (user.credit / user.debit) as staff say it, or null for other entries. */
function describeMovement(after: unknown): string | null {
  if (!isObj(after) || typeof after.amountCents !== 'number' || typeof after.account !== 'string') return null;
  const amount = formatUsdFromCents(Math.abs(after.amountCents));
  const account = ACCOUNT_NAMES[after.account] ?? after.account;
  const now = typeof after.cents === 'number' ? ` (now ${formatUsdFromCents(after.cents)})` : '';
  const reason = typeof after.reason === 'string' && after.reason ? `. Reason: ${after.reason}` : '';
  return `${after.amountCents > 0 ? 'Credited' : 'Debited'} ${amount} ${after.amountCents > 0 ? 'to' : 'from'} the ${account}${now}${reason}`;
}

/** One line: "status: pending → successful; amount: 100 → 150" */
export function summarizeChanges(before: unknown, after: unknown, max = 3): string {
  const movement = describeMovement(after);
  if (movement) return movement;
  if (before == null && after != null) return 'Created';
  if (after == null && before != null) return 'Deleted';
  const changes = changedFields(before, after);
  if (changes.length === 0) return 'No field changed';
  const text = changes
    .slice(0, max)
    .map((c) => `${fieldName(c.field)}: ${show(c.before)} → ${show(c.after)}`)
    .join('; ');
  return changes.length > max ? `${text}; and ${changes.length - max} more` : text;
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
    return <Typography variant="body2">No details were recorded for this change.</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Changes made by ${record.action}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field
            </TableCell>
            <TableCell component="th" scope="col">
              Before
            </TableCell>
            <TableCell component="th" scope="col">
              After
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
                    {' '}
                    (changed)
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
