import { useState } from 'react';
import { Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import { AUTH } from '@/config/auth-codes';
import { href, ROUTES } from '@/config/routes';
import { TEMP_GROUP } from '@/domain/booking';
import { formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { useAccess } from '@/lib/current-user';
import type { OrderSummary, PageRequest } from '@/lib/gateway';
import { getAccess } from '@/lib/permissions';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { openRequestsQuery } from './api';

const FIRST_PAGE: PageRequest = { currentPage: 1, perSize: 10 };

export const loader = ({ queryClient, user }: Pick<ScreenLoaderArgs, 'queryClient' | 'user'>) =>
  getAccess(user).can(AUTH.TEAM_ORDER) ? warm(queryClient.query(openRequestsQuery(FIRST_PAGE))) : null;

const columns: ColumnsType<OrderSummary> = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    render: (orderNo: string) => <Link to={href('teamOrderDetail', { orderNo })}>{orderNo}</Link>,
  },
  { title: '团队名称', dataIndex: 'groupName' },
  {
    title: '航程',
    key: 'trip',
    render: (_, order) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{order.route}</Typography.Text>
        <Typography.Text type="secondary">
          {order.flightNo} {order.flightDate}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '人数',
    key: 'count',
    render: (_, order) => `${order.groupCount}人${order.infantCount > 0 ? ` + 婴儿${order.infantCount}` : ''}`,
  },
  {
    title: '总价 / 已付',
    key: 'amount',
    align: 'right',
    render: (_, order) => (
      <Space orientation="vertical" size={0} align="end">
        <Typography.Text>{formatFen(order.totalAmount)}</Typography.Text>
        <Typography.Text type="secondary">{formatFen(order.paidAmount)}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '待付款',
    key: 'milestone',
    render: (_, order) =>
      order.nextMilestone ? (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{MilestoneKind.label(order.nextMilestone)}</Typography.Text>
          <Countdown deadline={order.nextDeadline} />
        </Space>
      ) : (
        '-'
      ),
  },
  {
    title: '名单',
    key: 'names',
    render: (_, order) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>
          已录入 {order.namedCount}/{order.groupCount + order.infantCount}
        </Typography.Text>
        <Countdown deadline={order.nameDeadline} prefix="名单截止" />
      </Space>
    ),
  },
];

function OpenRequests() {
  const [page, setPage] = useState<PageRequest>(FIRST_PAGE);
  const requests = useQuery({ ...openRequestsQuery(page), placeholderData: (previous) => previous });
  return (
    <Card title="我的临时团申请（待支付）" extra={<Link to={ROUTES.teamOrders.path}>全部团队订单</Link>}>
      <Table<OrderSummary>
        rowKey="orderNo"
        size="small"
        columns={columns}
        scroll={{ x: 'max-content' }}
        {...listTableProps({ query: requests, setParams: setPage }, '暂无待支付的临时团')}
      />
    </Card>
  );
}

/** /agent/due/temp: what a temporary group is, the agent's open group requests, and the way to a new one. */
export default function TempGroupPage() {
  const access = useAccess();
  return (
    <Page
      extra={
        <ButtonLink type="primary" to={ROUTES.tempGroupFlights.path}>
          开始询价
        </ButtonLink>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="什么是临时团">
          <Typography.Paragraph>
            临时团适合一次出行的团队：{TEMP_GROUP.minSize}-{TEMP_GROUP.maxSize}
            位占座旅客（成人、儿童；婴儿不占座、不计入团队人数），按团队人数、出发日期和提前天数享受团队运价。
          </Typography.Paragraph>
          <ul>
            <li>预订即占座：提交后座位为您保留，订单待支付。</li>
            <li>
              定金：团队总价的{TEMP_GROUP.depositPercent}%，须在预订后{TEMP_GROUP.depositHours}小时内支付，逾期订单自动取消并释放座位。
            </li>
            <li>
              尾款：须在航班起飞前{TEMP_GROUP.balanceDaysBefore}天（出票时限）付清，逾期订单取消且定金不退；起飞前
              {TEMP_GROUP.balanceDaysBefore}天内预订的，须在{TEMP_GROUP.lateFullPaymentHours}小时内一次付清全款。
            </li>
            <li>名单：可以预订时录入，也可以稍后录入，全部名单须在起飞前{TEMP_GROUP.namesHoursBefore}小时录入完毕。</li>
          </ul>
        </Card>
        {access.can(AUTH.TEAM_ORDER) && <OpenRequests />}
      </Space>
    </Page>
  );
}
