import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TransactionRecord } from './kinds';
import { TRANSACTION_TEXT as T } from './texts';

/** The hash itself, in full and breakable: staff copy it into a block explorer. */
export const SenderTxidValue = ({ record }: { record: TransactionRecord }) =>
  record.sender_txid ? (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="sender-txid">
      {record.sender_txid}
    </Box>
  ) : (
    <>{T.senderTxidNotGiven}</>
  );

/** The deposits list's line under the wallet address; nothing when the sender gave no hash. */
export const SenderTxidLine = ({ record }: { record: TransactionRecord }) =>
  record.type === 'deposit' && record.sender_txid ? (
    <Typography variant="body2" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
      {T.senderHash} <SenderTxidValue record={record} />
    </Typography>
  ) : null;
