import { Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { rowLinksColumn } from '@/components/list-columns';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime, formatFen } from '@/domain/format';
import { RetroactiveStatus } from '@/domain/payment';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { OrderNoLink } from '@/components/order-no-link';
import { EntityActions } from '@/components/actions/entity-actions';
import { RETROACTIVE_ACTIONS } from '@/components/actions/registry';
import type { RetroactiveOrder } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { payHref } from '@/lib/pay-links';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { retroactiveDetailQuery, retroactiveList } from './api';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

/** The address parameter of the open detail drawer (a shared link opens it too). */
const DETAIL_PARAM = 'retroNo';

export const loader = (args: ScreenLoaderArgs) => {
  const retroNo = new URL(args.request.url).searchParams.get(DETAIL_PARAM);
  return Promise.all([retroactiveList.loader(args), retroNo ? warm(args.queryClient.query(retroactiveDetailQuery(retroNo))) : null]).then(
    () => null,
  );
};

/** The payment screen for this supplementary payment (the amount, deadline and methods are the gateway's). */
const retroactivePayHref = (retroNo: string) => payHref('agent', { payableKind: 'RETROACTIVE', payableNo: retroNo });

function StatusTag({ status }: { status: string }) {
  return <Tag color={RetroactiveStatus.color(status)}>{RetroactiveStatus.label(status)}</Tag>;
}

/** The deadline of an unpaid one as a live countdown; the outcome otherwise. */
function DeadlineCell({ retro }: { retro: RetroactiveOrder }) {
  if (retro.status === 'UNPAID') return <Countdown deadline={retro.deadline} />;
  if (retro.status === 'PAYED')
    return (
      <Typography.Text type="secondary">
        {retro.paidTime ? `${formatDateTime(retro.paidTime)} ${RetroactiveStatus.label('PAYED')}` : RetroactiveStatus.label('PAYED')}
      </Typography.Text>
    );
  return <Typography.Text type="secondary">-</Typography.Text>;
}

function columns(open: (retroNo: string) => void): ColumnsType<RetroactiveOrder> {
  return [
    { title: '补款单号', dataIndex: 'retroNo', width: 110 },
    { title: '订单号', dataIndex: 'orderNo', width: 110, render: (orderNo: string) => <OrderNoLink orderNo={orderNo} /> },
    { title: '补款原因', dataIndex: 'reason', width: 130 },
    { title: '补款金额', dataIndex: 'amount', width: 120, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: string) => <StatusTag status={status} /> },
    { title: '付款期限', key: 'deadline', width: 170, render: (_, row) => <DeadlineCell retro={row} /> },
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: (time: string) => formatDateTime(time) },
    rowLinksColumn({
      width: 130,
      links: (row) => (
        <>
          <Button type="link" size="small" onClick={() => open(row.retroNo)} aria-label={`补款单 ${row.retroNo} 详情`}>
            详情
          </Button>
          <EntityActions kit={RETROACTIVE_ACTIONS} entity={row} variant="row" subject={`补款单 ${row.retroNo}`} />
        </>
      ),
    }),
  ];
}

/** The drawer's content: the supplementary payment as the gateway answers it now. */
function RetroactiveDetail({ retroNo }: { retroNo: string }) {
  const detail = useQuery(retroactiveDetailQuery(retroNo));
  const retry = retryOf(detail);
  if (retry) return <LoadFailed onRetry={retry} />;
  const retro = detail.data;
  if (!retro) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'retroNo', label: '补款单号', children: retro.retroNo },
          { key: 'orderNo', label: '订单号', children: <OrderNoLink orderNo={retro.orderNo} /> },
          { key: 'status', label: '状态', children: <StatusTag status={retro.status} /> },
          { key: 'amount', label: '补款金额', children: <Typography.Text strong>{formatFen(retro.amount)}</Typography.Text> },
          { key: 'reason', label: '补款原因', children: retro.reason },
          {
            key: 'detail',
            label: '明细说明',
            children: <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{retro.detail}</Typography.Paragraph>,
          },
          {
            key: 'deadline',
            label: '付款截止',
            children: (
              <Space orientation="vertical" size={0}>
                {formatDateTime(retro.deadline)}
                {retro.status === 'UNPAID' && <Countdown deadline={retro.deadline} />}
              </Space>
            ),
          },
          { key: 'createTime', label: '创建时间', children: formatDateTime(retro.createTime) },
          ...(retro.paidTime ? [{ key: 'paidTime', label: '补款时间', children: formatDateTime(retro.paidTime) }] : []),
          ...(retro.paymentNo ? [{ key: 'paymentNo', label: '支付单号', children: retro.paymentNo }] : []),
        ]}
      />
      <EntityActions
        kit={RETROACTIVE_ACTIONS}
        entity={retro}
        handlers={{
          PAY: {
            element: (
              <ButtonLink type="primary" to={retroactivePayHref(retro.retroNo)}>
                去补款 {formatFen(retro.amount)}
              </ButtonLink>
            ),
          },
        }}
      />
      {retro.status === 'CANCELED' && (
        <Typography.Text type="secondary">该补款单已取消（逾期未付或航空公司撤销），无需支付。</Typography.Text>
      )}
    </Space>
  );
}

/** /agent/orderCenter/retroactive: supplementary payments the airline bills on orders — list, detail, pay. */
export default function RetroactivePage() {
  const list = useList(retroactiveList);
  const [search, setSearch] = useSearchParams();
  const retroNo = search.get(DETAIL_PARAM);

  const open = (next: string) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set(DETAIL_PARAM, next);
      return params;
    });
  const close = () =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.delete(DETAIL_PARAM);
      return params;
    });

  return (
    <ListScreen
      list={list}
      beside={
        <Drawer open={retroNo !== null} title={retroNo ? `补款单 ${retroNo}` : '补款单'} size={520} onClose={close} destroyOnHidden>
          {retroNo && <RetroactiveDetail retroNo={retroNo} />}
        </Drawer>
      }
    >
      <ListTable list={list} rowKey="retroNo" columns={columns(open)} scroll={{ x: 1000 }} emptyText="暂无补款单" />
    </ListScreen>
  );
}
