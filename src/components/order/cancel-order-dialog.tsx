import { App, Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { skipToken, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { ORDER_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { QueryBlock } from '@/components/query-block';
import type { CancelDetail } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite, type WriteDefinition } from '@/lib/mutation-kit';

/** 取消原因: required, at most the gateway's length (the single and the batch cancel ask the same). */
export function CancelReasonField() {
  return (
    <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
      <Input.TextArea rows={3} maxLength={ORDER_FIGURES.cancelReasonMax} showCount />
    </Form.Item>
  );
}

/** What the gateway says cancelling would do: seats released, forfeit, refund, and its notes. */
function CancelQuote({ info }: { info: CancelDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'seats', label: '释放座位', children: `${info.seatsReleased} 座` },
          {
            key: 'forfeit',
            label: '没收金额',
            children: <Typography.Text type={info.forfeit > 0 ? 'danger' : undefined}>{formatFen(info.forfeit)}</Typography.Text>,
          },
          { key: 'refund', label: '退款金额', children: formatFen(info.refund) },
        ]}
      />
      {info.notes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="取消须知"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {info.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}

/**
 * 取消订单 for every kind of order: what the cancel would do when the kind's gateway quotes it (a team
 * order's seats, forfeit and refund), else that the seats are released for good; then a reason and
 * confirm. The kind gives its cancel write and, if it has one, its quote.
 */
export function CancelOrderDialog<R, K extends readonly unknown[]>({
  orderNo,
  open,
  onClose,
  cancel: write,
  quote,
}: {
  orderNo: string;
  open: boolean;
  onClose: () => void;
  cancel: WriteDefinition<{ orderNo: string; reason: string }, R>;
  quote?: UseQueryOptions<CancelDetail, Error, CancelDetail, K>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const draft = useFormDraft(form, `cancel-order-${orderNo}`);
  // A kind without a quote asks nothing.
  const detail = useQuery(
    quote
      ? { ...quote, enabled: open }
      : ({ queryKey: ['cancel-quote', orderNo, 'none'], queryFn: skipToken } as unknown as UseQueryOptions<
          CancelDetail,
          Error,
          CancelDetail,
          K
        >),
  );
  const cancel = useWrite(write, {
    draft,
    onSuccess: () => {
      void message.success(`订单 ${orderNo} 已取消`);
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={`取消订单 ${orderNo}`}
      okText="确认取消订单"
      cancelText="返回"
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: quote !== undefined && !detail.data }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {quote ? (
        <QueryBlock query={detail}>{(info) => <CancelQuote info={info} />}</QueryBlock>
      ) : (
        <Typography.Paragraph>取消后座位将被释放，订单不可恢复。</Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onValuesChange={draft.onValuesChange}
        onFinish={({ reason }) => cancel.submit({ orderNo, reason: reason.trim() })}
      >
        <CancelReasonField />
      </Form>
    </Modal>
  );
}
