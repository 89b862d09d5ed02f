import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TransactionRecord } from './kinds';

/** A deposit to a shared wallet is matched by hand: the hash the sender gave, to look up on the chain. */
export const SENDER_TXID_LABEL = "Sender's transaction hash";

/** The hash itself, in full and breakable: staff copy it into a block explorer. */
export const SenderTxidValue = ({ record }: { record: TransactionRecord }) =>
  record.sender_txid ? (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="sender-txid">
      {record.sender_txid}
    </Box>
  ) : (
    <>Not given</>
  );

/** The deposits list's line under the wallet address; nothing when the sender gave no hash. */
export const SenderTxidLine = ({ record }: { record: TransactionRecord }) =>
  record.type === 'deposit' && record.sender_txid ? (
    <Typography variant="body2" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
      Sender&apos;s hash: <SenderTxidValue record={record} />
    </Typography>
  ) : null;
