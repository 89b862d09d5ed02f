import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Button,
  DataTable,
  LinkBase,
  List,
  NullableBooleanInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useBasename,
  useCreatePath,
  type Identifier,
} from 'react-admin';
import { COINS } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import { coinLabel } from '../ui/transactions/coins';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { USD } from '../ui/money';
import { useRole } from '../ui/roles';
import { searchInput } from '../ui/SearchInput';
import { UserField } from '../ui/UserField';
import { BATCHES_PATH } from './batchData';
import { MarkPaidDialog } from './MarkPaidDialog';
import { NextStepField } from './NextStepField';
import { PayoutBulkActions } from './PayoutBulkActions';
import { PayoutSummaryCards } from './PayoutSummaryCards';
import { ReviewActions } from './ReviewActions';
import { approvalState, reviewStateOf, riskFlagsOf, waitedFor, type PayoutRecord } from './review';
import { RiskFlags } from './RiskFlags';
import { WhenField } from '../ui/WhenField';
import { ListPagination } from '../ui/ListPagination';
import { UI_TEXT } from '../ui/texts';
import { PAYOUT_TEXT as T } from './texts';

/** The desk's filters, made when it renders so that every label is in the reader's language. */
const payoutFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput
    key="coin"
    source="coin"
    label={T.coin}
    choices={COINS.map((c) => ({ id: c.symbol, name: coinLabel(c.symbol) }))}
    emptyText={T.allCoins}
    alwaysOn
  />,
  <NullableBooleanInput
    key="approved"
    source="approved"
    label={T.approval}
    nullLabel={T.any}
    trueLabel={T.approvedChoice}
    falseLabel={T.notApproved}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
  <NullableBooleanInput
    key="flagged"
    source="flagged"
    label={T.riskFlags}
    nullLabel={T.any}
    trueLabel={T.flagged}
    falseLabel={T.noFlags}
    sx={{ minWidth: 160 }}
  />,
];

const Col = DataTable.Col<PayoutRecord>;
const NumberCol = DataTable.NumberCol<PayoutRecord>;

const DeskActions = () => {
  const { isAdmin } = useRole();
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button label={T.bitcoinBatches} component={LinkBase} to={`${basename}${BATCHES_PATH}`}>
        <CurrencyBitcoin />
      </Button>
      {isAdmin && <MarkPaidDialog />}
    </TopToolbar>
  );
};

const Requested = ({ record }: { record: PayoutRecord }) => (
  <>
    <WhenField source="createdAt" record={record} />
    <Typography variant="body2" color="text.secondary" component="div">
      {T.waiting(waitedFor(record.createdAt))}
    </Typography>
  </>
);

/** One line on a phone: coin, how long it waited, the approval and the flags (then the next step). */
const phoneSummary = (record: PayoutRecord) =>
  [
    coinLabel(record.payment_method),
    waitedFor(record.createdAt),
    approvalState(record).text,
    ...riskFlagsOf(record).map((f) => f.label),
  ].join(' · ');

/**
 * The payout desk: per coin what is ready to pay and what awaits an approval, with the CSV
 * export, then the queue of pending withdrawals, oldest first, each with its risk flags, its
 * approval and who must do what next (the server's word for the signed-in staff member), and
 * the steps that are theirs: Mark paid with the transfer's hash, Approve, Withdraw approval.
 * Selected rows are approved or rejected with a reason (admins), or built into a bitcoin batch
 * (admins: one unsigned PSBT, signed in their own wallet, on the Bitcoin batches page the toolbar
 * leads to); admins also mark paid in bulk from id,reference lines. A row opens the withdrawal.
 * Phones get a simple list with the next step; its steps are on the withdrawal's own page there.
 */
export const PayoutDesk = () => {
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const createPath = useCreatePath();
  const open = (id: Identifier) => createPath({ resource: 'withdrawals', id, type: isAdmin ? 'edit' : 'show' });
  return (
    <>
      <PayoutSummaryCards />
      <List
        pagination={<ListPagination />}
        resource="payouts"
        title={T.title}
        filters={payoutFilters()}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={50}
        exporter={false}
        actions={<DeskActions />}
        empty={false}
        storeKey="payouts.queue"
      >
        {layout === 'phone' ? (
          <SimpleList<PayoutRecord>
            primaryText={(r) => `${r.user_name || UI_TEXT.unknownUser} · ${formatUsdFromDollars(r.amount)}`}
            secondaryText={(r) => (
              <>
                {phoneSummary(r)}
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {reviewStateOf(r).next_step}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {r.payment_address}
                </Typography>
              </>
            )}
            rowClick={(id) => open(id)}
          />
        ) : (
          <DataTable sx={tableSx} rowClick={(id) => open(id)} bulkActionButtons={<PayoutBulkActions />}>
            {/* beside the menu (compact) the date may break after its comma: one line cost the
                seven columns their fit at 1024 px once a row carried two risk flags */}
            <Col
              source="createdAt"
              label={T.requested}
              sx={layout === 'full' ? oneLine : undefined}
              render={(record) => <Requested record={record} />}
            />
            <Col source="userid" label={T.user} disableSort sx={personColumn}>
              <UserField />
            </Col>
            {layout === 'full' ? (
              <NumberCol source="amount" label={T.amount} options={USD} sx={oneLine} />
            ) : (
              // beside the menu the coin goes under the amount: a column of its own cost the table its fit at 1024 px
              <Col
                source="amount"
                label={T.amount}
                sx={{ textAlign: 'right' }}
                render={(r) => (
                  <>
                    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                      {formatUsdFromDollars(r.amount)}
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {coinLabel(r.payment_method)}
                    </Typography>
                  </>
                )}
              />
            )}
            {layout === 'full' && <Col source="payment_method" label={T.coin} render={(r) => coinLabel(r.payment_method)} />}
            {layout === 'full' && (
              <Col
                source="payment_address"
                label={T.address}
                disableSort
                sx={{ ...wrapAnywhere, maxWidth: 240 }}
                render={(r) => (
                  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                    {r.payment_address}
                  </Typography>
                )}
              />
            )}
            <Col label={T.riskFlags} disableSort sx={{ maxWidth: 220 }} render={(record) => <RiskFlags record={record} />} />
            <Col
              label={T.nextStep}
              disableSort
              sx={{ minWidth: 180, maxWidth: 280 }}
              render={(record) => (
                <>
                  <NextStepField record={record} />
                  {/* beside the menu the row's steps sit under what they do; wide, in a column of their own */}
                  {layout !== 'full' && (
                    <Box sx={{ mt: 1 }}>
                      <ReviewActions record={record} />
                    </Box>
                  )}
                </>
              )}
            />
            {layout === 'full' && <Col label={T.actions} disableSort render={(record) => <ReviewActions record={record} />} />}
          </DataTable>
        )}
      </List>
    </>
  );
};
