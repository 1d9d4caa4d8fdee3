import { useState } from 'react';
import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { userArea, type UserArea } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { PayMethod } from '@/domain/payment';
import { RefundState } from '@/domain/refund';
import { useSessionUser } from '@/lib/current-user';
import { ERRORS, type PaymentRefund } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useFormDraft } from '@/lib/drafts';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { payResultHref } from '@/lib/pay-links';
import { refundList, repeatedRefund } from './api';
import { OrderNoLink } from '@/components/order-no-link';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = refundList.loader;

function columns(area: UserArea): ColumnsType<PaymentRefund> {
  return [
    { title: '退款单号', dataIndex: 'refundNo', width: 120 },
    {
      title: '支付单号',
      dataIndex: 'paymentNo',
      width: 120,
      render: (paymentNo: string) => <Link to={payResultHref(area, 'success', paymentNo)}>{paymentNo}</Link>,
    },
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 100,
      render: (orderNo: string) => <OrderNoLink orderNo={orderNo} />,
    },
    { title: '退款原因', dataIndex: 'reason', ellipsis: true },
    { title: '原支付方式', dataIndex: 'method', width: 110, render: (method: string) => PayMethod.label(method) },
    { title: '退款金额', dataIndex: 'amount', width: 120, align: 'right', render: formatFen },
    {
      title: '退款状态',
      dataIndex: 'state',
      width: 110,
      render: (state: string, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={RefundState.color(state)}>{RefundState.label(state)}</Tag>
          {row.failReason && <Typography.Text type="danger">{row.failReason}</Typography.Text>}
        </Space>
      ),
    },
    { title: '申请时间', dataIndex: 'applyTime', width: 140, render: formatDateTime },
    { title: '退款时间', dataIndex: 'finishTime', width: 140, render: formatDateTime },
  ];
}

interface RepeatedValues {
  paymentNo: string;
}

const REPEATED_ERRORS: FieldErrors<keyof RepeatedValues> = {
  [ERRORS.NOT_REPEATED_PAYMENT.code]: 'paymentNo',
  [ERRORS.REFUND_EXISTS.code]: 'paymentNo',
  [ERRORS.PAYMENT_NOT_FOUND.code]: 'paymentNo',
};

/** A repeated payment (an order paid twice) refunded in full, by its payment number. */
function RepeatedRefundForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<RepeatedValues>();
  const draft = useFormDraft(form, 'repeated-refund');
  const [done, setDone] = useState<string | null>(null);
  const refund = useWrite(repeatedRefund, {
    form,
    draft,
    fieldErrors: REPEATED_ERRORS,
    onSuccess: (answer) => {
      void message.success(`已申请退款 ${answer.refundNo}`);
      setDone(`支付单 ${answer.paymentNo} 的 ${formatFen(answer.amount)} 将全额原路退回（退款单 ${answer.refundNo}）。`);
      form.resetFields();
    },
  });
  return (
    <Card title="重复支付退款" size="small">
      <Typography.Paragraph type="secondary">
        同一款项被支付了两次时，后到的一笔为重复支付，可全额退回原支付方式（未申请的将在到账后自动退回）。
      </Typography.Paragraph>
      <Form<RepeatedValues>
        form={form}
        layout="inline"
        onValuesChange={draft.onValuesChange}
        onFinish={({ paymentNo }) => refund.submit({ paymentNo: paymentNo.trim().toUpperCase() })}
      >
        <Form.Item
          name="paymentNo"
          label="重复支付的支付单号"
          rules={[
            { required: true, whitespace: true, message: '请输入支付单号' },
            { pattern: /^\s*[A-Za-z]{2,4}\d{4,14}\s*$/, message: '支付单号格式不正确，如 PAY10000001' },
          ]}
        >
          <Input placeholder="如 PAY10000001" maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={refund.isPending}>
            申请全额退款
          </Button>
        </Form.Item>
      </Form>
      {done && (
        <Typography.Paragraph type="success" style={{ marginTop: 12, marginBottom: 0 }}>
          {done}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** /agent/pay/refund, /normal/pay/refund: refunds of payments and a repeated payment's full refund. */
export default function PayRefundPage() {
  const list = useList(refundList);
  const area = userArea(useSessionUser()?.accountType);
  return (
    <ListScreen list={list} beside={<RepeatedRefundForm />}>
      <ListTable list={list} rowKey="refundNo" columns={columns(area)} scroll={{ x: 1100 }} emptyText="暂无退款记录" />
    </ListScreen>
  );
}
