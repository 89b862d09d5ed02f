import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { formatCount } from '@/common/i18n/formatters';
import type { ListMeta } from '../dataProvider/list';
import { UI_TEXT } from './texts';

interface Displayed {
  from: number;
  to: number;
  count: number;
}

/**
 * '1-25 of 10,000+': the API stopped counting and its total is one past where it stopped
 * (there are more than count - 1 rows), so the label says "more than" instead of a figure
 * that would look exact.
 */
export const lowerBoundLabel = ({ from, to, count }: Displayed) => UI_TEXT.lowerBound(from, to, formatCount(count - 1));

/**
 * react-admin's Pagination for lists whose total may be a lower bound (transactions, audit,
 * ledger, chain payments: tables that only grow). Paging works as usual, since the total the
 * API gives is always past the current page; only the label changes.
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const lowerBound = (meta as ListMeta | undefined)?.totalIsLowerBound === true;
  return <Pagination {...props} {...(lowerBound && { labelDisplayedRows: lowerBoundLabel })} />;
}
