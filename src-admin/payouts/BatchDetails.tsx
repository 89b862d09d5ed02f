import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useCreatePath } from 'react-admin';
import type { PayoutBatch } from '@/common/api/payout-batches';
import { formatUsdFromCents, toCents } from '@/common/money';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { tableSx } from '../ui/listLayout';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { formatBtc, formatSats } from './batchData';
import { BATCH_TEXT as T } from './texts';

/** Long unbroken text (an address, a transaction id, a withdrawal id): monospace, wrapping anywhere. */
const monospaceWrap = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;

const Mono = ({ children }: { children: string }) => (
  <Box component="span" sx={monospaceWrap}>
    {children}
  </Box>
);

/** An amount in bitcoin with its satoshis under it: what the wallet shows, and what the PSBT says. */
const Sats = ({ sats }: { sats: number }) => (
  <>
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatBtc(sats)}
    </Box>
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatSats(sats)}
    </Typography>
  </>
);

const Heading = ({ id, level, children }: { id: string; level: 3 | 4; children: string }) => (
  <Typography id={id} component={level === 3 ? 'h3' : 'h4'} variant="subtitle2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
    {children}
  </Typography>
);

/** A column header of the detail tables. */
const Th = ({ children, align }: { children: ReactNode; align?: 'right' }) => (
  <TableCell component="th" scope="col" align={align}>
    {children}
  </TableCell>
);

/** The withdrawal's own page: its edit page for admins, its detail page for support staff (App.tsx). */
const WithdrawalLink = ({ id }: { id: string }) => {
  const { isAdmin } = useRole();
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'withdrawals', id, type: isAdmin ? 'edit' : 'show' })} sx={monospaceWrap}>
      {id}
    </Link>
  );
};

/**
 * What a batch spends and pays: its transaction id in full, its change, then each input (the
 * operator's output it spends: address, amount, derivation path, which the wallet signs with) and
 * each withdrawal it pays (linked to the withdrawal's page: address, amount, USD). Tables beside
 * the menu and wider; on a phone (`phone`), one block per line, its figures one under another.
 * Headings at `level` (3 under the list's h2; 4 in a phone's card, under its h3).
 */
export const BatchDetails = ({ batch, phone, level }: { batch: PayoutBatch; phone: boolean; level: 3 | 4 }) => {
  const inputsId = `batch-${batch.id}-inputs`;
  const itemsId = `batch-${batch.id}-items`;
  return (
    <Box>
      <DetailList>
        <Item label={T.transactionId}>
          <Mono>{batch.txid}</Mono>
        </Item>
        <Item label={T.change}>
          {batch.change_address === null || batch.change_sats === 0 ? (
            T.none
          ) : (
            <>
              {`${T.changeTo(formatBtc(batch.change_sats))} `}
              <Mono>{batch.change_address}</Mono>
            </>
          )}
        </Item>
        {batch.broadcast_at && <Item label={T.broadcastAt}>{formatDateTime(batch.broadcast_at)}</Item>}
        {batch.paid_at && <Item label={T.paidAt}>{formatDateTime(batch.paid_at)}</Item>}
      </DetailList>

      <Heading id={inputsId} level={level}>
        {T.inputsOf(batch)}
      </Heading>
      {phone ? (
        <Box component="ul" aria-labelledby={inputsId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {batch.inputs.map((input) => (
            <Box component="li" key={`${input.txid}:${input.vout}`}>
              <Mono>{input.address}</Mono>
              <Typography variant="body2">{`${formatBtc(input.sats)} · ${formatSats(input.sats)}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {T.path(input.path)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={inputsId} sx={tableSx}>
            <TableHead>
              <TableRow>
                <Th>{T.address}</Th>
                <Th align="right">{T.amount}</Th>
                <Th>{T.derivationPath}</Th>
              </TableRow>
            </TableHead>
            <TableBody>
              {batch.inputs.map((input) => (
                <TableRow key={`${input.txid}:${input.vout}`}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Mono>{input.address}</Mono>
                  </TableCell>
                  <TableCell align="right">
                    <Sats sats={input.sats} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{input.path}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}

      <Heading id={itemsId} level={level}>
        {T.withdrawalsOf(batch)}
      </Heading>
      {phone ? (
        <Box component="ul" aria-labelledby={itemsId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {batch.items.map((item) => (
            <Box component="li" key={item.transaction_id}>
              <WithdrawalLink id={item.transaction_id} />
              <Box>
                <Mono>{item.address}</Mono>
              </Box>
              <Typography variant="body2">{`${formatBtc(item.sats)} · ${formatUsdFromCents(toCents(item.amount_usd))}`}</Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={itemsId} sx={tableSx}>
            <TableHead>
              <TableRow>
                <Th>{T.withdrawal}</Th>
                <Th>{T.address}</Th>
                <Th align="right">{T.amount}</Th>
                <Th align="right">{T.usd}</Th>
              </TableRow>
            </TableHead>
            <TableBody>
              {batch.items.map((item) => (
                <TableRow key={item.transaction_id}>
                  <TableCell sx={{ minWidth: 140 }}>
                    <WithdrawalLink id={item.transaction_id} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Mono>{item.address}</Mono>
                  </TableCell>
                  <TableCell align="right">
                    <Sats sats={item.sats} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatUsdFromCents(toCents(item.amount_usd))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
