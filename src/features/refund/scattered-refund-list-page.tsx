import { TwoLines } from '@/components/two-lines';
import { OrderNoLink } from '@/components/order-no-link';
import { SCATTERED_REFUNDS } from '@/components/refund/menus';
import type { RefundDetail, RefundSummary } from '@/lib/gateway';
import { useDetailsFollowList } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { exportScatteredRefunds, scatteredRefundDetail, scatteredRefundList } from './api';
import { refundColumns, RefundListPage } from './refund-list';

export const loader = scatteredRefundList.loader;

const COLUMNS = refundColumns(SCATTERED_REFUNDS, {
  title: '订单 / PNR',
  key: 'order',
  width: 130,
  render: (_, row) => <TwoLines main={<OrderNoLink orderNo={row.orderNo} />} sub={row.pnr} />,
});

const EXPORT = exportScatteredRefunds(SCATTERED_REFUNDS);

const idOf = (row: RefundSummary) => row.refundId;
const stageDiffers = (known: RefundDetail, row: RefundSummary) => known.stage !== row.stage;

/** /agent/orderCenter/scattered-refund: the agency's scattered refund requests (退票单) by stage, with export. */
export default function ScatteredRefundListPage() {
  const list = useList(scatteredRefundList);
  useDetailsFollowList(scatteredRefundDetail, list.query.data?.items, idOf, stageDiffers);
  return <RefundListPage menu={SCATTERED_REFUNDS} list={list} exportWrite={EXPORT} columns={COLUMNS} emptyText="暂无退票单" />;
}
