import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Descriptions, Form, InputNumber, Modal, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { BizRequestError, ERRORS, type OrderDetail } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { releaseSeats, SEAT_COUNT_CODES, seatQuotesKey, seatReleaseQuoteQuery, teamOrderDetail } from './api';

interface ReleaseValues {
  count?: number;
}

/** The count's refusals belong beside the count (B2T-2004-04-016 and the range check), not in a toast. */
const FIELD_ERRORS: FieldErrors<'count'> = {
  [ERRORS.NEGATIVE_GROUP_COUNT.code]: 'count',
  [ERRORS.RELEASE_COUNT_INVALID.code]: 'count',
};

/** Waits this long after the last keystroke before asking for a quote. */
const QUOTE_DELAY_MS = 300;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * Cancel seat occupation: the agent picks a count, sees what it costs (free seats left, the seats
 * that forfeit their share of the deposit, the refund, the group count after) and only then
 * confirms. A count the gateway refuses is shown beside the field, and the order reloads.
 */
export function ReleaseSeatsDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { orderNo } = order;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReleaseValues>();
  const count = Form.useWatch('count', form);
  const [asked, setAsked] = useState<number | undefined>(undefined);

  const reloadOrder = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: teamOrderDetail.keys.detail(orderNo) }),
    [queryClient, orderNo],
  );

  const release = useWrite(releaseSeats, {
    form,
    fieldErrors: FIELD_ERRORS,
    onSuccess: ({ quote }) => {
      void message.success(`已释放 ${quote.count} 个座位，团队人数 ${quote.groupCountAfter} 人`);
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof BizRequestError)) return;
      if (error.errorCode === ERRORS.NEGATIVE_GROUP_COUNT.code) reloadOrder();
      // The forfeit moved since the quote (toasted with the new figure): show the new quote.
      if (error.errorCode === ERRORS.RELEASE_QUOTE_CHANGED.code) void queryClient.invalidateQueries({ queryKey: seatQuotesKey(orderNo) });
    },
  });

  useEffect(() => {
    const timer = setTimeout(() => setAsked(isCount(count) ? count : undefined), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);

  const quote = useQuery({
    ...seatReleaseQuoteQuery(orderNo, asked ?? 0),
    enabled: open && asked !== undefined && !release.isPending,
  });

  // A refused quote: beside the count, and the order reloads (its count or names have moved).
  const refusal = quote.error instanceof BizRequestError && SEAT_COUNT_CODES.includes(quote.error.errorCode ?? '') ? quote.error : null;
  useEffect(() => {
    if (!refusal) return;
    form.setFields([{ name: 'count', errors: [refusal.errorMsg || refusal.message] }]);
    if (refusal.errorCode === ERRORS.NEGATIVE_GROUP_COUNT.code) reloadOrder();
  }, [refusal, form, reloadOrder]);

  const current = quote.data && quote.data.count === count && !quote.isFetching ? quote.data : undefined;
  // The allowance at once, before a count is typed: the gateway's quote of one seat carries it.
  const basis = useQuery({ ...seatReleaseQuoteQuery(orderNo, 1), enabled: open && !release.isPending });

  return (
    <Modal
      open={open}
      title={`取消占座 · ${orderNo}`}
      okText="确认释放"
      cancelText="返回"
      okButtonProps={{ danger: true, disabled: !current, loading: release.isPending }}
      onOk={() => current && release.submit({ orderNo, count: current.count, expectedForfeit: current.forfeit })}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        当前团队 {order.groupCount} 人（占座），已录入名单 {order.namedCount} 人。定金支付后，确认人数的 15%
        以内可免费释放，超出部分没收对应定金。
      </Typography.Paragraph>
      {basis.data && (
        <Typography.Paragraph strong>
          剩余免费额度 {basis.data.freeLeft} 座，最多可释放 {basis.data.maxRelease} 座
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={() => undefined}>
        <Form.Item
          name="count"
          label="释放座位数"
          rules={[
            { required: true, message: '请输入释放座位数' },
            { type: 'integer', min: 1, message: '释放座位数须为正整数' },
          ]}
        >
          <InputNumber autoFocus min={1} precision={0} style={{ width: 160 }} suffix="座" />
        </Form.Item>
      </Form>
      {current && (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'count', label: '释放座位', children: `${current.count} 座` },
              { key: 'after', label: '释放后团队人数', children: `${current.groupCountAfter} 人` },
              { key: 'free', label: '剩余免费额度', children: `${current.freeLeft} 座` },
              { key: 'forfeitSeats', label: '没收定金座位', children: `${current.forfeitSeats} 座` },
              {
                key: 'forfeit',
                label: '没收定金',
                children: <Typography.Text type={current.forfeit > 0 ? 'danger' : undefined}>{formatFen(current.forfeit)}</Typography.Text>,
              },
              { key: 'refund', label: '退款金额', children: formatFen(current.refund) },
              { key: 'max', label: '最多可释放', children: `${current.maxRelease} 座` },
              { key: 'totalAfter', label: '释放后订单总额', children: formatFen(current.totalAfter) },
              {
                key: 'dueAfter',
                label: '释放后待付',
                children: current.dueAfter
                  ? `${MilestoneKind.label(current.dueAfter.milestone)} ${formatFen(current.dueAfter.amount)}（截止 ${formatDateTime(current.dueAfter.deadline)}）`
                  : '无',
              },
            ]}
          />
          {current.forfeit > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={`超出免费额度的 ${current.forfeitSeats} 个座位将没收定金 ${formatFen(current.forfeit)}`}
            />
          )}
        </>
      )}
    </Modal>
  );
}
