import Typography from '@mui/material/Typography';
import { DataTable, List, SimpleList } from 'react-admin';
import { formatUsdFromDollars } from '@/common/money';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { formatDateTime } from '../ui/money';
import { CHAIN_PAYMENT_STATUS_LABEL, ChainPaymentStatusField } from './ChainPaymentStatusField';
import { DepositFlagChips } from './DepositFlags';
import { DepositLink } from './DepositLink';
import { chainPaymentFilters } from './Filters';
import { coinCode, confirmationsText, formatCoinAmount, formatRatePerCoin } from './format';
import { TxidLink } from './TxidLink';
import type { ChainPaymentRecord } from './types';
import { WhenField } from '../ui/WhenField';
import { chainPaymentExporter } from './exporter';
import { ListPagination } from '../ui/ListPagination';

const Col = DataTable.Col<ChainPaymentRecord>;

/** Flags wrap within this width rather than widen the table (their whole text is in the tooltip). */
const flagsColumn = { minWidth: 120, maxWidth: 200 } as const;

const Secondary = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** What the deposit asked for: the coin amount quoted and its dollars. */
const QuoteCell = ({ record }: { record: ChainPaymentRecord }) =>
  record.quoted_coin_amount === null && record.quoted_amount === null ? (
    '—'
  ) : (
    <>
      {formatCoinAmount(record.quoted_coin_amount, record.coin)}
      {record.quoted_amount !== null && <Secondary>{formatUsdFromDollars(record.quoted_amount)}</Secondary>}
    </>
  );

/** What was credited for this payment, and at what rate; nothing before it is. */
const CreditedCell = ({ record }: { record: ChainPaymentRecord }) =>
  record.credited_amount === null ? (
    <Typography variant="body2" color="text.secondary" component="span">
      {record.status === 'dropped' ? 'Never' : 'Not yet'}
    </Typography>
  ) : (
    <>
      {formatUsdFromDollars(record.credited_amount)}
      {record.rate && <Secondary>{`at ${formatRatePerCoin(record.rate, record.coin)}`}</Secondary>}
    </>
  );

/** A phone's second line: status, confirmations, and how many flags ask for a look (named on the payment's page). */
const phoneSummary = (r: ChainPaymentRecord) =>
  [
    CHAIN_PAYMENT_STATUS_LABEL[r.status] ?? r.status,
    `${confirmationsText(r.confirmations, r.required_confirmations)} confirmations`,
    r.flags.length > 0 ? `${r.flags.length} flag${r.flags.length === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Every payment the watchers saw on a chain, newest first; read-only for all
 * staff: a deposit is approved or failed by hand on its own page. A phone gets a simple list;
 * beside the menu up to 1280 px the table leaves the quote and the credit to the payment's
 * page (and shows the coin in the amount); wider windows show every column.
 */
export const ChainPaymentList = () => {
  const layout = useListLayout();
  return (
    <List
      pagination={<ListPagination />}
      title="On-chain payments"
      exporter={chainPaymentExporter}
      filters={chainPaymentFilters}
      sort={{ field: 'seen_at', order: 'DESC' }}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<ChainPaymentRecord>
          primaryText={(r) => formatCoinAmount(r.coin_amount, r.coin)}
          secondaryText={phoneSummary}
          tertiaryText={(r) => formatDateTime(r.seen_at)}
          rowClick="show"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="show" bulkActionButtons={false}>
          <Col source="seen_at" label="Seen at">
            <WhenField source="seen_at" />
          </Col>
          {layout === 'full' && <Col source="coin" label="Coin" render={(r) => coinCode(r.coin)} />}
          <Col
            source="coin_amount"
            label="Amount"
            disableSort
            // beside the menu the coin may wrap under the figure; the full table has its own Coin column
            sx={layout === 'full' ? oneLine : undefined}
            render={(r) => formatCoinAmount(r.coin_amount, layout === 'full' ? undefined : r.coin)}
          />
          <Col source="txid" label="Transaction" disableSort render={(r) => <TxidLink txid={r.txid} url={r.explorer_url} short />} />
          <Col
            source="confirmations"
            label="Confirmations"
            sx={oneLine}
            render={(r) => confirmationsText(r.confirmations, r.required_confirmations)}
          />
          <Col source="status" label="Status" render={(r) => <ChainPaymentStatusField status={r.status} />} />
          <Col
            source="transaction_id"
            label="Deposit"
            disableSort
            sx={wrapAnywhere}
            render={(r) => <DepositLink id={r.transaction_id} name={r.user_name} email={r.user_email} />}
          />
          {layout === 'full' && <Col source="quoted_coin_amount" label="Quote" disableSort render={(r) => <QuoteCell record={r} />} />}
          {layout === 'full' && <Col source="credited_amount" label="Credited" disableSort render={(r) => <CreditedCell record={r} />} />}
          <Col source="flags" label="Flags" disableSort sx={flagsColumn} render={(r) => <DepositFlagChips flags={r.flags} />} />
        </DataTable>
      )}
    </List>
  );
};
