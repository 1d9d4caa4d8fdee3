import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Result, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalOf, shownInPlace } from '@/components/booking/refusals';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { PayMethod, PREPAID_FROZEN_NOTE } from '@/domain/payment';
import { useAccess } from '@/lib/current-user';
import { BizRequestError, ERRORS, moneyApi, type BatchPayItem, type Payment, type SeriesAdvanceItem } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { attemptKeyOf, endAttemptOf } from '@/lib/pay-attempt';
import { prepaidQuery } from '@/lib/prepaid';
import { rootKey } from '@/lib/query-keys';
import { payBatch } from './api';
import { UnpagedTable } from '@/components/unpaged-table';

/** Refusals of a batch said in the dialog (nothing was paid), not as toasts. */
const BATCH_REFUSALS: readonly string[] = [
  ERRORS.PREPAID_INSUFFICIENT.code,
  ERRORS.PAY_AMOUNT_CHANGED.code,
  ERRORS.PAYABLE_NOT_FOUND.code,
  ERRORS.ALREADY_PAID.code,
  ERRORS.PAYMENT_DEADLINE_PASSED.code,
  ERRORS.PAYMENT_IN_PROGRESS.code,
  ERRORS.PAY_METHOD_UNAVAILABLE.code,
  ERRORS.IDEMPOTENCY_KEY_REUSED.code,
  ERRORS.PARAM_INVALID.code,
];

/** What is owed on a plan item now. */
export const owedOn = (item: SeriesAdvanceItem) => item.amount - item.paidAmount;

/** The batch's body for the chosen plan items, at the amounts the agent sees. */
const batchItems = (items: readonly SeriesAdvanceItem[]): BatchPayItem[] =>
  items.map((item) => ({ payableKind: 'ORDER', payableNo: item.orderNo, milestone: item.kind, expectedAmount: owedOn(item) }));

const ITEM_COLUMNS: ColumnsType<SeriesAdvanceItem> = [
  { title: '航班日期', key: 'date', render: (_, item) => `${item.flightDate} ${item.flightNo}` },
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '款项', dataIndex: 'kind', render: (kind: string) => MilestoneKind.label(kind) },
  { title: '付款期限', dataIndex: 'deadline', render: (deadline: string) => formatDateTime(deadline) },
  { title: '金额', key: 'amount', align: 'right', render: (_, item) => formatFen(owedOn(item)) },
];

const PAID_COLUMNS: ColumnsType<Payment> = [
  { title: '支付单号', dataIndex: 'paymentNo' },
  { title: '订单号', dataIndex: 'orderNo' },
  {
    title: '款项',
    key: 'milestone',
    render: (_, payment) => (payment.milestone ? MilestoneKind.label(payment.milestone) : payment.covers),
  },
  { title: '金额', dataIndex: 'amount', align: 'right', render: (fen: number) => formatFen(fen) },
];

/**
 * 合并支付: the chosen milestones of the series' departures — their count and total — paid in ONE
 * batch from the prepaid account (the only method a batch takes), all or none. The attempt's key is made
 * when the confirmation opens and kept until the gateway answers: a retry after no answer (a timeout)
 * goes with the same key and pays once. A refusal says why and that nothing was paid; the paid batch
 * lists its payments and leads back to the series.
 */
export function BatchPayDialog({
  seriesNo,
  items,
  onClose,
}: {
  seriesNo: string;
  items: readonly SeriesAdvanceItem[];
  onClose: () => void;
}) {
  const access = useAccess();
  const queryClient = useQueryClient();
  const subject = `BATCH:${seriesNo}`;
  const body = batchItems(items);
  const [key] = useState(() => attemptKeyOf(subject, body));
  const [unanswered, setUnanswered] = useState(false);
  const [paid, setPaid] = useState<Payment[] | null>(null);
  const prepaid = useQuery({ ...prepaidQuery(), enabled: access.can(moneyApi.prepaid.authCode!) });
  const pay = useWrite(payBatch, {
    ...shownInPlace(BATCH_REFUSALS),
    onSuccess: ({ payments }) => {
      endAttemptOf(subject, key);
      setPaid(payments);
    },
    onError: (error) => {
      // A refusal ends the attempt (nothing was paid under its key); no answer keeps it for the retry.
      // A refused batch reads the plan again: the table behind shows what is due now.
      if (error instanceof BizRequestError) {
        endAttemptOf(subject, key);
        void queryClient.invalidateQueries({ queryKey: rootKey('series') });
      } else setUnanswered(true);
    },
  });
  const total = body.reduce((sum, item) => sum + item.expectedAmount, 0);
  const refusal = refusalOf(pay.error, BATCH_REFUSALS);
  // The gateway would refuse a batch the available balance does not cover (PREPAID_INSUFFICIENT): said
  // before submitting, from the account's own figure, rather than after.
  const available = prepaid.data?.account.balance;
  const shortBy = available !== undefined && available < total ? total - available : 0;

  if (paid) {
    const sum = paid.reduce((amount, payment) => amount + payment.amount, 0);
    return (
      <Modal
        open
        title="合并支付结果"
        onCancel={onClose}
        width={720}
        footer={
          <Button type="primary" onClick={onClose}>
            返回系列团
          </Button>
        }
      >
        <Result
          status="success"
          title={`已支付 ${paid.length} 笔，共 ${formatFen(sum)}`}
          subTitle={`从${PayMethod.label('PREPAID')}扣款。${PREPAID_FROZEN_NOTE}。`}
        />
        <UnpagedTable<Payment> rowKey="paymentNo" aria-label="已支付款项" columns={PAID_COLUMNS} dataSource={paid} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="合并支付"
      okText={`确认支付 ${formatFen(total)}`}
      cancelText="返回"
      okButtonProps={{ loading: pay.isPending, disabled: refusal !== undefined || shortBy > 0 }}
      onOk={() => pay.submit({ items: body, method: 'PREPAID', idempotencyKey: key })}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {unanswered && !refusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="未收到支付结果"
          description="网络异常，暂不能确认这笔合并支付是否完成。再次点击“确认支付”会继续同一笔支付，不会重复扣款。"
        />
      )}
      {shortBy > 0 && !refusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`预存款可用余额不足，尚差 ${formatFen(shortBy)}`}
          description={`可用余额 ${formatFen(available)}，本次合计 ${formatFen(total)}。请先充值，或减少所选款项后再合并支付。`}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`未支付：${refusal.errorMsg ?? '合并支付未成功'}`}
          description="本次合并支付的款项均未扣款。请返回预付明细查看最新状态后重新选择。"
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'count', label: '款项笔数', children: `${items.length} 笔` },
          { key: 'total', label: '合计', children: <Typography.Text strong>{formatFen(total)}</Typography.Text> },
          {
            key: 'method',
            label: '支付方式',
            children: prepaid.data
              ? `${PayMethod.label('PREPAID')}（可用余额 ${formatFen(prepaid.data.account.balance)}）`
              : PayMethod.label('PREPAID'),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        合并支付仅支持预存款，所选款项一次全部支付；任一款项不能支付时全部不支付。{PREPAID_FROZEN_NOTE}。
      </Typography.Paragraph>
      <UnpagedTable<SeriesAdvanceItem>
        rowKey={(item) => `${item.orderNo}-${item.kind}`}
        aria-label="合并支付款项"
        columns={ITEM_COLUMNS}
        dataSource={[...items]}
      />
    </Modal>
  );
}
