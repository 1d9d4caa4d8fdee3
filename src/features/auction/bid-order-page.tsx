import { useState, type ReactNode } from 'react';
import { App, Card, Descriptions, Modal, Space, Steps, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { BID_ORDER_ACTIONS } from '@/components/actions/registry';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { ProcessStatusTag } from '@/components/order/order-status-tag';
import { formatDateTime, formatFen } from '@/domain/format';
import { RefundState } from '@/domain/refund';
import { useAccess } from '@/lib/current-user';
import type { BidOrderDetail, BidPriceChange, BidProgressStep } from '@/lib/gateway';
import { useDetail } from '@/lib/detail-kit';
import { useWrite } from '@/lib/mutation-kit';
import { bidOrderDetail, giveUpBid } from './api';
import { BidStatusTag, PayDepositLink, RaiseBidButton, useCancelBid } from './bid-parts';
import { UnpagedTable } from '@/components/unpaged-table';

/** The spec's deposit/process status set onto the steps' look. */
function stepStatus(status: BidProgressStep['status']): 'wait' | 'process' | 'finish' | 'error' {
  if (status === 'FINISHED' || status === 'SUCCESSED') return 'finish';
  if (status === 'FAILED') return 'error';
  if (status === 'UNDER_WAY' || status === 'WAIT') return 'process';
  return 'wait';
}

function Progress({ steps }: { steps: BidProgressStep[] }) {
  return (
    <Steps
      items={steps.map((step) => ({
        title: step.title,
        status: stepStatus(step.status),
        content: (
          <Space orientation="vertical" size={0}>
            <ProcessStatusTag status={step.status} />
            <Typography.Text type="secondary">{step.note}</Typography.Text>
            {step.time && <Typography.Text type="secondary">{formatDateTime(step.time)}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

const PRICE_COLUMNS: ColumnsType<BidPriceChange> = [
  { title: '时间', dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at) },
  { title: '每座出价', dataIndex: 'unitPrice', width: 120, align: 'right', render: (fen: number) => formatFen(fen) },
  { title: '操作人', dataIndex: 'by', width: 120 },
];

/** The settlement's outcome: the won seats and the team order's balance, or the deposit going back, or the forfeit. */
function Result({ bid }: { bid: BidOrderDetail }) {
  const result = bid.result;
  if (!result)
    return (
      <Typography.Text type="secondary">竞价结束（{formatDateTime(bid.activity.endTime)}）后按出价排名，结果在此公布。</Typography.Text>
    );
  const items: { key: string; label: string; children: ReactNode }[] = [];
  if (result.rank !== undefined) items.push({ key: 'rank', label: '排名', children: `第 ${result.rank} 名` });
  items.push({ key: 'awarded', label: '中标座位', children: result.won ? `${result.awardedSeats} 座（竞拍 ${bid.seats} 座）` : '未中标' });
  if (result.orderNo) {
    items.push({ key: 'order', label: '团队订单', children: <OrderNoLink orderNo={result.orderNo} /> });
    if (result.orderTotal !== undefined)
      items.push({ key: 'total', label: '订单总额', children: `${formatFen(result.orderTotal)}（含税费；已付保证金计入定金）` });
    if (result.balanceAmount !== undefined) {
      items.push({
        key: 'balance',
        label: '尾款',
        children: result.balancePaid ? (
          '已付清'
        ) : (
          <Space size={8} wrap>
            {formatFen(result.balanceAmount)}
            {result.balanceDeadline && bid.status === 'TICKED' && (
              <>
                <Typography.Text type="secondary">须于 {formatDateTime(result.balanceDeadline)} 前付清</Typography.Text>
                <Countdown deadline={result.balanceDeadline} />
              </>
            )}
          </Space>
        ),
      });
    }
  }
  if (result.refundAmount !== undefined) {
    items.push({
      key: 'refund',
      label: '保证金退回',
      children: (
        <Space size={8} wrap>
          {formatFen(result.refundAmount)}
          {result.refundState ? <Tag color={RefundState.color(result.refundState)}>{RefundState.label(result.refundState)}</Tag> : null}
          {result.refundNo && <Typography.Text type="secondary">退款单 {result.refundNo}</Typography.Text>}
          {result.refundState === 'HAVE_REFUND' && <DepositBack refundTime={result.refundTime} />}
        </Space>
      ),
    });
  }
  if (result.forfeitAmount !== undefined)
    items.push({
      key: 'forfeit',
      label: '保证金',
      children: <Typography.Text type="danger">{formatFen(result.forfeitAmount)} 不予退还（中标后放弃）</Typography.Text>,
    });
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** 放弃中标: the forfeit and what it means are shown before the agent confirms. */
function GiveUpDialog({ bid, onClose }: { bid: BidOrderDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const giveUp = useWrite(giveUpBid, {
    onSuccess: () => {
      onClose();
      void message.success(`已放弃中标，竞价订单 ${bid.ancilOrderNo} 退订处理中`);
    },
  });
  if (!bid.giveUp) return null;
  const { forfeit, notes } = bid.giveUp;
  return (
    <Modal
      title={`放弃中标：竞价订单 ${bid.ancilOrderNo}`}
      open
      okText={`确认放弃（保证金${formatFen(forfeit)}不退）`}
      okButtonProps={{ danger: true }}
      cancelText="再想想"
      confirmLoading={giveUp.isPending}
      onOk={() => giveUp.submit({ ancilOrderNo: bid.ancilOrderNo, expectedForfeit: forfeit })}
      onCancel={onClose}
    >
      <ul style={{ paddingInlineStart: 20 }}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Modal>
  );
}

/** The won team order's own operations (delay, name changes), done on the team order: named when the gateway allows them. */
function OrderOperations({ bid }: { bid: BidOrderDetail }) {
  const { may } = useEntityActions(BID_ORDER_ACTIONS, bid);
  const orderNo = bid.result?.orderNo;
  const operations = (['DELAY', 'RENAME', 'REPLACE'] as const).filter(may).map((action) => BID_ORDER_ACTIONS[action].label);
  if (!orderNo || operations.length === 0) return null;
  return (
    <Space size={8} wrap>
      <Typography.Text type="secondary">{operations.join('、')}在团队订单中办理：</Typography.Text>
      <ButtonLink size="small" to={href('teamOrderDetail', { orderNo })}>
        打开团队订单 {orderNo}
      </ButtonLink>
    </Space>
  );
}

/** /agent/auction/order/{ancilOrderNo}: the bid, its deposit, the settlement's progress, the result and what the state allows. */
export default function BidOrderPage() {
  const { record: bid } = useDetail(bidOrderDetail, { changesAt: (record) => record.changesAt });
  const access = useAccess();
  const cancelling = useCancelBid();
  const [givingUp, setGivingUp] = useState(false);
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'no', label: '竞价订单号', children: <Typography.Text copyable>{bid.ancilOrderNo}</Typography.Text> },
    { key: 'status', label: '状态', children: <BidStatusTag status={bid.status} /> },
    {
      key: 'activity',
      label: '竞价产品',
      children: access.can(AUTH.AUCTION) ? <Link to={href('auctionDetail', { prodNo: bid.prodNo })}>{bid.title}</Link> : bid.title,
    },
    { key: 'flight', label: '航班', children: `${bid.flightNo} ${bid.flightDate} ${bid.depAirport}→${bid.arrAirport}` },
    { key: 'bid', label: '竞拍', children: `${bid.seats} 座 × 每座 ${formatFen(bid.unitPrice)}` },
    {
      key: 'deposit',
      label: '保证金',
      children: (
        <Space size={8} wrap>
          {formatFen(bid.depositAmount)}
          <ProcessStatusTag status={bid.depositStatus} />
          {bid.depositPaidTime ? <Typography.Text type="secondary">{formatDateTime(bid.depositPaidTime)} 支付</Typography.Text> : null}
          {bid.status === 'BOOKED' && <Countdown deadline={bid.depositDeadline} />}
        </Space>
      ),
    },
    { key: 'group', label: '团队名称', children: bid.groupName },
    { key: 'contact', label: '联系人', children: `${bid.contact.name} ${bid.contact.mobile}` },
    { key: 'created', label: '提交', children: `${bid.createdBy} ${formatDateTime(bid.createTime)}` },
    {
      key: 'end',
      label: '竞价结束',
      children: (
        <Space size={8}>
          {formatDateTime(bid.activity.endTime)}
          {bid.activity.status === 'START' && <Countdown deadline={bid.activity.endTime} prefix="距结束" />}
        </Space>
      ),
    },
  ];
  if (bid.rank !== undefined && bid.status === 'DEPOSIT_PAYED') {
    items.push({
      key: 'rank',
      label: '当前排名',
      children: `第 ${bid.rank} 名${bid.standing === 'OUT' ? '，未进入成交范围' : bid.standing === 'PARTIAL' ? `，按当前出价可得 ${bid.seatsNow ?? 0} 座` : '，在成交范围内'}`,
    });
  }
  if (bid.cancelReason)
    items.push({
      key: 'cancel',
      label: '取消原因',
      children: `${bid.cancelReason}${bid.cancelTime ? `（${formatDateTime(bid.cancelTime)}）` : ''}`,
    });

  return (
    <Page
      extra={
        <EntityActions
          kit={BID_ORDER_ACTIONS}
          entity={bid}
          busy={{ CANCEL: cancelling.busy(bid.ancilOrderNo) }}
          handlers={{
            PAY_DEPOSIT: { element: <PayDepositLink ancilOrderNo={bid.ancilOrderNo} amount={bid.depositAmount} /> },
            RAISE: { element: <RaiseBidButton bid={bid} activity={bid.activity} /> },
            CANCEL: () => cancelling.cancel(bid),
            GIVE_UP: () => setGivingUp(true),
          }}
        />
      }
    >
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>
      <Card title="竞价进度" style={{ marginTop: 16 }}>
        <Progress steps={bid.progress} />
      </Card>
      <Card title="竞价结果" style={{ marginTop: 16 }}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Result bid={bid} />
          <OrderOperations bid={bid} />
        </Space>
      </Card>
      <Card title="出价记录" style={{ marginTop: 16 }}>
        <UnpagedTable rowKey={(row) => `${row.at}-${row.unitPrice}`} columns={PRICE_COLUMNS} dataSource={bid.prices} />
      </Card>
      <Card title="操作日志" style={{ marginTop: 16 }}>
        <Timeline
          items={bid.log.map((entry) => ({
            title: `${formatDateTime(entry.at)} · ${entry.by}`,
            content: <Typography.Text>{entry.detail}</Typography.Text>,
          }))}
        />
      </Card>
      {givingUp && <GiveUpDialog bid={bid} onClose={() => setGivingUp(false)} />}
    </Page>
  );
}

/** A deposit back on the account: when it arrived, and where the money shows (for a user who may see it). */
function DepositBack({ refundTime }: { refundTime?: string }) {
  const access = useAccess();
  return (
    <>
      {refundTime && <Typography.Text type="secondary">{formatDateTime(refundTime)} 到账</Typography.Text>}
      {access.can(AUTH.TRANSACTION) && <Link to={href('transactions')}>在交易明细中查看</Link>}
    </>
  );
}
