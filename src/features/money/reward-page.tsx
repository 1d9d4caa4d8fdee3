import { Button, Card, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime, formatFen } from '@/domain/format';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { listTableProps } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import { gatewayDayjs } from '@/lib/dates';
import type { RewardLine, RewardMonth } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { rewardLineList, rewardMonthsQuery, rewardYear } from './api';

/** The year's months always; a month's lines when the address names one. */
export const loader = (args: ScreenLoaderArgs) => {
  const search = new URL(args.request.url).searchParams;
  return Promise.all([
    warm(args.queryClient.query(rewardMonthsQuery(rewardYear(search)))),
    rewardLineList.readParams(search).month ? rewardLineList.loader(args) : null,
  ]).then(() => null);
};

/** '2026-10' → '2026年10月' */
const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** The years to choose from: next year (tickets already issued for its flights), this one (gateway clock) and the two before. */
const yearOptions = () => {
  const current = gatewayDayjs().year();
  return [current + 1, current, current - 1, current - 2].map((year) => ({ value: year, label: `${year}年` }));
};

function monthColumns(chosen: string | undefined, choose: (month: string) => void): ColumnsType<RewardMonth> {
  return [
    { title: '月份', dataIndex: 'month', width: 110, render: (month: string) => monthText(month) },
    { title: '出票航段', dataIndex: 'segments', width: 100, align: 'right' },
    { title: '奖励金额', dataIndex: 'amount', width: 130, align: 'right', render: (fen: number) => formatFen(fen) },
    {
      title: '入账状态',
      key: 'credited',
      width: 220,
      render: (_, row) =>
        row.credited ? (
          <Space size={4}>
            <Tag color="success">已入账</Tag>
            {row.creditTime && <Typography.Text type="secondary">{formatDateTime(row.creditTime)}</Typography.Text>}
          </Space>
        ) : (
          <Space size={4}>
            <Tag color="processing">待入账</Tag>
            <Typography.Text type="secondary">次月1日计入预存款</Typography.Text>
          </Space>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, row) =>
        row.month === chosen ? (
          <Typography.Text type="secondary">当前查看</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            disabled={row.segments === 0}
            onClick={() => choose(row.month)}
            aria-label={`${monthText(row.month)} 查看明细`}
          >
            查看明细
          </Button>
        ),
    },
  ];
}

const lineColumns: ColumnsType<RewardLine> = [
  { title: '订单号', dataIndex: 'orderNo', width: 120, render: (orderNo: string) => <OrderNoLink orderNo={orderNo} /> },
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '航班', dataIndex: 'flightNo', width: 90 },
  { title: '航班日期', dataIndex: 'flightDate', width: 110 },
  { title: '奖励金额', dataIndex: 'amount', width: 120, align: 'right', render: (fen: number) => formatFen(fen) },
];

/** One month's lines, paged through the address (mounted only when a month is chosen). */
function RewardLines({ month }: { month: string }) {
  const list = useList(rewardLineList);
  return (
    <Card title={`${monthText(month)}奖励明细`}>
      <Table rowKey="ticketNo" size="middle" columns={lineColumns} scroll={{ x: 600 }} {...listTableProps(list, '该月没有奖励')} />
    </Card>
  );
}

/** /agent/user/reward: rewards per ticketed segment, credited monthly — by month of a year, and a month's lines. */
export default function RewardPage() {
  const [search, setSearch] = useSearchParams();
  const year = rewardYear(search);
  const month = rewardLineList.readParams(search).month;
  const months = useQuery(rewardMonthsQuery(year));
  const retry = retryOf(months);

  const chooseYear = (next: number) => setSearch(new URLSearchParams({ year: String(next) }));
  const chooseMonth = (next: string) => setSearch(new URLSearchParams({ year: String(year), month: next }));

  return (
    <Page>
      <Card
        title={
          <Space>
            <span>月度奖励</span>
            <Select aria-label="年份" value={year} options={yearOptions()} onChange={chooseYear} style={{ width: 110 }} />
          </Space>
        }
        extra={<Statistic title={`${year}年奖励合计`} value={formatFen(months.data?.total)} />}
      >
        <Typography.Paragraph type="secondary">每张已出票的航段计一笔奖励，按航班月份汇总，次月1日计入预存款账户。</Typography.Paragraph>
        <Table
          rowKey="month"
          size="middle"
          columns={monthColumns(month, chooseMonth)}
          pagination={false}
          loading={months.isFetching}
          dataSource={months.data?.months}
          rowClassName={(row) => (row.month === month ? 'ant-table-row-selected' : '')}
          locale={{ emptyText: retry ? <LoadFailed onRetry={retry} /> : `${year}年暂无奖励` }}
        />
      </Card>
      {month && <RewardLines month={month} />}
    </Page>
  );
}
