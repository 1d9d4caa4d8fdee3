import { App, Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatFen } from '@/domain/format';
import { useWrite } from '@/lib/mutation-kit';
import { cancelDetailQuery, cancelOrder } from './api';
import { CANCEL_REASON_MAX } from './batch-cancel';
import { QueryBlock } from './query-block';

/** Cancel the whole order: what it would do first (seats, forfeit, refund), then a reason and confirm. */
export function CancelOrderDialog({ orderNo, open, onClose }: { orderNo: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const detail = useQuery({ ...cancelDetailQuery(orderNo), enabled: open });
  const cancel = useWrite(cancelOrder, {
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
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: !detail.data }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <QueryBlock query={detail}>
        {(info) => (
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
        )}
      </QueryBlock>
      <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={({ reason }) => cancel.submit({ orderNo, reason: reason.trim() })}>
        <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
          <Input.TextArea rows={3} maxLength={CANCEL_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
