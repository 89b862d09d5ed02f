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
import { CHAIN_PAYMENT_TEXT as T } from './texts';
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
      {record.status === 'dropped' ? T.never : T.notYet}
    </Typography>
  ) : (
    <>
      {formatUsdFromDollars(record.credited_amount)}
      {record.rate && <Secondary>{T.atRate(formatRatePerCoin(record.rate, record.coin))}</Secondary>}
    </>
  );

/** A phone's second line: status, confirmations, and how many flags ask for a look (named on the payment's page). */
const phoneSummary = (r: ChainPaymentRecord) =>
  [
    Object.hasOwn(CHAIN_PAYMENT_STATUS_LABEL, r.status) ? CHAIN_PAYMENT_STATUS_LABEL[r.status] : r.status,
    T.confirmationCount(confirmationsText(r.confirmations, r.required_confirmations)),
    r.flags.length > 0 ? T.flagCount(r.flags.length) : null,
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
      title={T.listTitle}
      exporter={chainPaymentExporter}
      filters={chainPaymentFilters()}
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
          <Col source="seen_at" label={T.seenAt}>
            <WhenField source="seen_at" />
          </Col>
          {layout === 'full' && <Col source="coin" label={T.coin} render={(r) => coinCode(r.coin)} />}
          <Col
            source="coin_amount"
            label={T.amount}
            disableSort
            // beside the menu the coin may wrap under the figure; the full table has its own Coin column
            sx={layout === 'full' ? oneLine : undefined}
            render={(r) => formatCoinAmount(r.coin_amount, layout === 'full' ? undefined : r.coin)}
          />
          <Col source="txid" label={T.transaction} disableSort render={(r) => <TxidLink txid={r.txid} url={r.explorer_url} short />} />
          <Col
            source="confirmations"
            label={T.confirmations}
            sx={oneLine}
            render={(r) => confirmationsText(r.confirmations, r.required_confirmations)}
          />
          <Col source="status" label={T.status} render={(r) => <ChainPaymentStatusField status={r.status} />} />
          <Col
            source="transaction_id"
            label={T.deposit}
            disableSort
            sx={wrapAnywhere}
            render={(r) => <DepositLink id={r.transaction_id} name={r.user_name} email={r.user_email} />}
          />
          {layout === 'full' && <Col source="quoted_coin_amount" label={T.quote} disableSort render={(r) => <QuoteCell record={r} />} />}
          {layout === 'full' && <Col source="credited_amount" label={T.credited} disableSort render={(r) => <CreditedCell record={r} />} />}
          <Col source="flags" label={T.flags} disableSort sx={flagsColumn} render={(r) => <DepositFlagChips flags={r.flags} />} />
        </DataTable>
      )}
    </List>
  );
};
