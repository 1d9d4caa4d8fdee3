import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { Countdown } from '@/components/countdown';
import { byWhomColumn, numberColumn } from '@/components/list-columns';
import { ListScreen } from '@/components/list-screen';
import { StatusTabs, ListTable } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { TwoLines } from '@/components/two-lines';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { BidOrderStatus } from '@/domain/auction';
import { formatFen } from '@/domain/format';
import { useAccess } from '@/lib/current-user';
import type { BidOrderDetail, BidOrderSummary } from '@/lib/gateway';
import { useDetailsFollowList, useReadAgainAt } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { bidOrderDetail, bidOrderList } from './api';
import { BidStatusTag } from './bid-parts';

export const loader = bidOrderList.loader;

function columns(canOpenActivity: boolean): ColumnsType<BidOrderSummary> {
  return [
    numberColumn({
      title: '竞价订单号',
      width: 116,
      no: (row) => row.ancilOrderNo,
      to: (row) => href('bidOrderDetail', { ancilOrderNo: row.ancilOrderNo }),
    }),
    {
      title: '竞价产品 / 团队',
      key: 'activity',
      width: 190,
      render: (_, row) => (
        <TwoLines
          main={canOpenActivity ? <Link to={href('auctionDetail', { prodNo: row.prodNo })}>{row.title}</Link> : row.title}
          sub={row.groupName}
        />
      ),
    },
    {
      title: '航班',
      key: 'flight',
      width: 140,
      render: (_, row) => <TwoLines main={`${row.flightNo} ${row.flightDate}`} sub={`${row.depAirport} → ${row.arrAirport}`} />,
    },
    {
      title: '座位 × 每座出价',
      key: 'bid',
      width: 140,
      align: 'right',
      render: (_, row) => (
        <TwoLines main={`${row.seats} 座 × ${formatFen(row.unitPrice)}`} sub={`保证金 ${formatFen(row.depositAmount)}`} />
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_, row) => (
        <TwoLines
          main={<BidStatusTag status={row.status} />}
          sub={row.awardedSeats !== undefined ? `中标 ${row.awardedSeats} 座` : undefined}
        />
      ),
    },
    {
      title: '待办',
      key: 'due',
      width: 160,
      render: (_, row) => (row.due ? <TwoLines main={row.due.what} sub={<Countdown deadline={row.due.at} />} /> : '-'),
    },
    {
      title: '团队订单',
      dataIndex: 'orderNo',
      width: 110,
      render: (orderNo?: string) => (orderNo ? <OrderNoLink orderNo={orderNo} /> : '-'),
    },
    byWhomColumn({ title: '提交人 / 时间', width: 140, who: (row) => row.createdBy, when: (row) => row.createTime }),
  ];
}

const noOf = (row: BidOrderSummary) => row.ancilOrderNo;

const statusDiffers = (known: BidOrderDetail, row: BidOrderSummary) => known.status !== row.status;

/** /agent/auction/order: the agency's bid orders by status (tabs with counts), with what is due next. */
export default function BidOrdersPage() {
  const list = useList(bidOrderList);
  const access = useAccess();
  const rows = list.query.data?.items;
  // The settlement moves bids on the gateway's clock: a bid the list shows changed is read again when opened.
  useDetailsFollowList(bidOrderDetail, rows, noOf, statusDiffers);
  const next = (rows ?? []).flatMap((row) => (row.due ? [row.due.at] : [])).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  useReadAgainAt(bidOrderList.keys.list(list.params), next);
  return (
    <ListScreen list={list} tabs="status">
      <StatusTabs list={list} options={BidOrderStatus.options} urgent="BOOKED" />
      <ListTable
        list={list}
        rowKey="ancilOrderNo"
        columns={columns(access.can(AUTH.AUCTION))}
        scroll={{ x: 'max-content' }}
        emptyText="暂无竞价订单"
      />
    </ListScreen>
  );
}
