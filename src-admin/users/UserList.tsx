import HowToReg from '@mui/icons-material/HowToReg';
import Typography from '@mui/material/Typography';
import { DataTable, DateInput, EditButton, EmailField, List, SelectInput, ShowButton, SimpleList } from 'react-admin';
import { ActivateButton } from '../ui/ActivateButton';
import { BooleanChip } from '../ui/BooleanChip';
import { BulkDeleteButton, BulkUpdateButton } from '../ui/BulkButtons';
import { MSG } from '../ui/messages';
import { UI_TEXT } from '../ui/texts';
import { oneLine, personColumn, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { USD } from '../ui/money';
import { formatUsdFromDollars } from '@/common/money';
import { useRole } from '../ui/roles';
import { searchInput } from '../ui/SearchInput';
import { roleChoices, type UserRecord } from './types';
import { USER_TEXT as T } from './texts';
import { WhenField } from '../ui/WhenField';
import { userExporter } from './exporter';
import { ACCOUNT_LOCK_TEXT, LockedChip } from './AccountLock';
import { ListPagination } from '../ui/ListPagination';
import { Ltr } from '../ui/Ltr';

/** The list's filters, made when it renders so that every label is in the reader's language. */
const userFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput
    key="status"
    source="status"
    label={T.account}
    choices={[
      { id: true, name: T.active },
      { id: false, name: T.disabled },
    ]}
    emptyText={T.all}
    alwaysOn
  />,
  <SelectInput
    key="kyc_status"
    source="kyc_status"
    label={T.kyc}
    choices={[
      { id: true, name: T.verified },
      { id: false, name: T.notVerified },
    ]}
    emptyText={T.all}
    alwaysOn
  />,
  <SelectInput key="role" source="role" label={T.role} choices={roleChoices()} emptyText={T.all} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label={T.joinedFrom} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label={T.joinedTo} />,
];

const Col = DataTable.Col<UserRecord>;
const NumberCol = DataTable.NumberCol<UserRecord>;

/** Admins only: enable several accounts, or delete them (disabled and hidden; history kept). */
const BulkActions = () => (
  <>
    <BulkUpdateButton
      label={UI_TEXT.activate}
      icon={<HowToReg />}
      data={{ status: true }}
      title={T.activateManyTitle}
      content={T.activateManyContent}
      successMessage={MSG.activationSuccess}
      failureMessage={MSG.activationFailed}
    />
    <BulkDeleteButton title={T.deleteManyTitle} content={T.deleteManyContent} />
  </>
);

const RowActions = () => {
  const { isAdmin } = useRole();
  return (
    <>
      <ActivateButton
        data={{ status: true }}
        isActive={(r) => r.status === true}
        title={T.activateTitle}
        content={(r) => T.activateContent(String(r.name))}
      />
      {isAdmin ? <EditButton /> : <ShowButton />}
    </>
  );
};

const roleName = (r: UserRecord) => T.roleName(r.role);

/** Name with the e-mail under it: one column instead of two, the e-mail wrapping anywhere. */
const NameAndEmail = ({ record }: { record: UserRecord }) => (
  <>
    {record.name}
    <Typography variant="body2" color="text.secondary" component="div">
      <EmailField source="email" record={record} onClick={(event) => event.stopPropagation()} />
    </Typography>
    {record.phone_no && (
      <Typography variant="body2" color="text.secondary" component="div">
        <Ltr>{record.phone_no}</Ltr>
      </Typography>
    )}
  </>
);

/**
 * Users. A phone gets a simple list (name, e-mail, balance); beside the menu up to 1280 px the
 * table keeps who, money, KYC and account; wider windows add country, role, profit and joined.
 */
export const UserList = () => {
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const full = layout === 'full';
  return (
    <List
      pagination={<ListPagination />}
      title={T.listTitle}
      exporter={userExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={userFilters()}
      perPage={25}
    >
      {layout === 'phone' ? (
        <SimpleList<UserRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => <span style={wrapAnywhere}>{r.email}</span>}
          tertiaryText={(r) => `${formatUsdFromDollars(r.acct_bal)}${r.locked_at ? ` · ${ACCOUNT_LOCK_TEXT.chip}` : ''}`}
          rowClick={isAdmin ? 'edit' : 'show'}
        />
      ) : (
        <DataTable sx={tableSx} rowClick={isAdmin ? 'edit' : 'show'} bulkActionButtons={isAdmin ? <BulkActions /> : false}>
          <Col source="name" label={T.user} sx={personColumn} render={(r) => <NameAndEmail record={r} />} />
          {full && <Col source="country" label={T.country} />}
          {full && <Col source="role" label={T.role} render={roleName} />}
          <NumberCol source="acct_bal" label={T.balance} options={USD} sx={oneLine} />
          {full && <NumberCol source="acct_bonus" label={T.profit} options={USD} sx={oneLine} />}
          <Col source="kyc_status" label={T.kyc} sx={oneLine}>
            <BooleanChip source="kyc_status" yes={T.verified} no={T.notVerified} />
          </Col>
          <Col source="status" label={T.account} sx={oneLine}>
            <BooleanChip source="status" yes={T.active} no={T.disabled} /> <LockedChip />
          </Col>
          {full && (
            <Col source="createdAt" label={T.joined} sx={oneLine}>
              <WhenField source="createdAt" dateOnly />
            </Col>
          )}
          <Col label={T.actions} disableSort align="right" sx={oneLine}>
            <RowActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
