import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { userArea, type UserArea } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { EntityActions } from '@/components/actions/entity-actions';
import { DEPOSIT_ACTIONS } from '@/components/actions/registry';
import { Countdown } from '@/components/countdown';
import { useSessionUser } from '@/lib/current-user';
import type { payApi, ResponseOf } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { payResultHref } from '@/lib/pay-links';
import { depositList } from './api';
import { OrderNoLink } from '@/components/order-no-link';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = depositList.loader;

/** A deposit due or paid, as the gateway lists it. */
type DepositRow = ResponseOf<typeof payApi.depositQuery>['depositList'][number];

function columns(area: UserArea): ColumnsType<DepositRow> {
  return [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 120,
      render: (orderNo: string) => <OrderNoLink orderNo={orderNo} />,
    },
    { title: '订单', dataIndex: 'title', ellipsis: true },
    { title: '定金金额', dataIndex: 'amount', width: 130, align: 'right', render: formatFen },
    {
      title: '状态',
      dataIndex: 'paid',
      width: 100,
      render: (paid: boolean) => (paid ? <Tag color="success">已支付</Tag> : <Tag color="warning">待支付</Tag>),
    },
    {
      title: '付款截止 / 支付时间',
      key: 'time',
      width: 190,
      render: (_, row) =>
        row.paid ? (
          formatDateTime(row.paidAt)
        ) : (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{formatDateTime(row.deadline)}</Typography.Text>
            <Countdown deadline={row.deadline} />
          </Space>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <EntityActions kit={DEPOSIT_ACTIONS[area]} entity={row}>
          {row.paymentNo && <Link to={payResultHref(area, 'success', row.paymentNo)}>支付详情</Link>}
        </EntityActions>
      ),
    },
  ];
}

/** /agent/pay/paydeposit, /normal/pay/paydeposit: group deposits due (with their deadlines) and paid. */
export default function PayDepositPage() {
  const list = useList(depositList);
  const area = userArea(useSessionUser()?.accountType);
  return (
    <ListScreen list={list}>
      <ListTable list={list} rowKey="orderNo" columns={columns(area)} scroll={{ x: 900 }} emptyText="暂无定金记录" />
    </ListScreen>
  );
}
