import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { Countdown } from '@/components/countdown';
import { ListScreen } from '@/components/list-screen';
import { StatusTabs, ListTable } from '@/components/list-table';
import { TwoLines } from '@/components/two-lines';
import { href } from '@/config/routes';
import { BidActivityStatus } from '@/domain/auction';
import { formatDateTime, formatFen } from '@/domain/format';
import type { AuctionSummary } from '@/lib/gateway';
import { useReadAgainAt } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { auctionList } from './api';
import { ActivityStatusTag } from './bid-parts';

export const loader = auctionList.loader;

/** When the activity changes by the clock: its start or its end (what its row counts down to). */
function nextInstant(activity: AuctionSummary): string | undefined {
  if (activity.status === 'NO_START') return activity.startTime;
  return activity.status === 'START' ? activity.endTime : undefined;
}

function columns(airport: (code: string) => string): ColumnsType<AuctionSummary> {
  return [
    {
      title: '竞价产品',
      key: 'title',
      width: 200,
      render: (_, activity) => (
        <TwoLines
          main={<Link to={href('auctionDetail', { prodNo: activity.prodNo })}>{activity.title}</Link>}
          sub={`${activity.prodNo} · ${airport(activity.depAirport)} → ${airport(activity.arrAirport)}`}
        />
      ),
    },
    {
      title: '航班',
      key: 'flight',
      width: 130,
      render: (_, activity) => <TwoLines main={activity.flightNo} sub={`${activity.flightDate} ${activity.depTime}`} />,
    },
    {
      title: '座位',
      key: 'seats',
      width: 140,
      render: (_, activity) => (
        <TwoLines main={`共 ${activity.seats} 座`} sub={`每笔 ${activity.minSeats} 座起 · 每家限 ${activity.capPerAgency} 座`} />
      ),
    },
    {
      title: '底价 / 加价幅度',
      key: 'price',
      width: 140,
      align: 'right',
      render: (_, activity) => (
        <TwoLines
          main={<span className="text-danger">{formatFen(activity.floorPrice)}/座</span>}
          sub={`每次 ${formatFen(activity.step)}`}
        />
      ),
    },
    { title: '保证金', key: 'deposit', width: 110, align: 'right', render: (_, activity) => `${formatFen(activity.depositPerSeat)}/座` },
    {
      title: '竞价时间',
      key: 'time',
      width: 190,
      render: (_, activity) => (
        <div>
          <div>{formatDateTime(activity.startTime)} 起</div>
          <div className="text-description">{formatDateTime(activity.endTime)} 止</div>
          {activity.status === 'NO_START' && <Countdown deadline={activity.startTime} prefix="距开始" />}
          {activity.status === 'START' && <Countdown deadline={activity.endTime} prefix="距结束" />}
        </div>
      ),
    },
    { title: '已出价', key: 'bids', width: 100, render: (_, activity) => `${activity.bidCount} 笔 / ${activity.bidSeats} 座` },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: string) => <ActivityStatusTag status={status} /> },
  ];
}

/** /agent/auction: the airline's bid activities by state (tabs with counts), filtered by route in the address. */
export default function ActivitiesPage() {
  const list = useList(auctionList);
  const { label } = useAirports();
  const next = (list.query.data?.items ?? [])
    .map(nextInstant)
    .filter((at): at is string => at !== undefined)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  useReadAgainAt(auctionList.keys.list(list.params), next);
  return (
    <ListScreen list={list} tabs="status">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        航司将指定航班的座位以竞价方式出售：竞价期间提交座位数和每座出价并支付保证金，结束时按出价从高到低分配座位，中标后生成团队订单。
      </Typography.Paragraph>
      <StatusTabs list={list} options={BidActivityStatus.options} urgent="START" />
      <ListTable list={list} rowKey="prodNo" columns={columns(label)} scroll={{ x: 'max-content' }} emptyText="暂无竞价产品" />
    </ListScreen>
  );
}
