import { useState } from 'react';
import { Alert, Form, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueries } from '@tanstack/react-query';
import { formatFen } from '@/domain/format';
import { CancelReasonField } from '@/components/order/cancel-order-dialog';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import type { BatchResult, CancelDetail } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { batchCancelOrders, cancelDetailQuery } from './api';
import { FormModal } from '@/components/form-modal';

const RESULT_COLUMNS: ColumnsType<BatchResult> = [
  { title: '订单号', dataIndex: 'orderNo', width: 110 },
  {
    title: '结果',
    key: 'ok',
    width: 90,
    render: (_, row) => (row.ok ? <Tag color="success">已取消</Tag> : <Tag color="error">未取消</Tag>),
  },
  {
    title: '订单状态',
    dataIndex: 'status',
    width: 120,
    render: (status?: BatchResult['status']) => (status ? <OrderStatusTag status={status} /> : '-'),
  },
  {
    title: '说明',
    key: 'reason',
    render: (_, row) =>
      row.ok ? '-' : <Typography.Text type="danger">{[row.errorMsg, row.errorCode].filter(Boolean).join(' - ')}</Typography.Text>,
  },
];

interface QuoteRow {
  orderNo: string;
  quote?: CancelDetail;
  /** The gateway's refusal of the quote (the order cannot be cancelled any more, say). */
  error?: string;
}

const QUOTE_COLUMNS: ColumnsType<QuoteRow> = [
  { title: '订单号', dataIndex: 'orderNo', width: 110 },
  { title: '释放座位', key: 'seats', width: 90, render: (_, row) => (row.quote ? `${row.quote.seatsReleased} 座` : '-') },
  {
    title: '没收金额',
    key: 'forfeit',
    width: 120,
    align: 'right',
    render: (_, row) =>
      row.quote ? (
        <Typography.Text type={row.quote.forfeit > 0 ? 'danger' : undefined}>{formatFen(row.quote.forfeit)}</Typography.Text>
      ) : (
        '-'
      ),
  },
  { title: '退款金额', key: 'refund', width: 120, align: 'right', render: (_, row) => (row.quote ? formatFen(row.quote.refund) : '-') },
  {
    title: '说明',
    key: 'notes',
    render: (_, row) =>
      row.error ? (
        <Typography.Text type="danger">{row.error}</Typography.Text>
      ) : row.quote === undefined ? (
        '查询中…'
      ) : (
        row.quote.notes.join('；') || '-'
      ),
  },
];

/** What the gateway says cancelling each order would do (its cancel quote, as the single 取消订单 shows it). */
function useCancelQuotes(orderNos: readonly string[], enabled: boolean): { rows: QuoteRow[]; ready: boolean } {
  const queries = useQueries({ queries: orderNos.map((orderNo) => ({ ...cancelDetailQuery(orderNo), enabled })) });
  const rows = orderNos.map((orderNo, index) => {
    const query = queries[index]!;
    return { orderNo, quote: query.data, error: query.error ? query.error.message : undefined };
  });
  return { rows, ready: queries.every((query) => query.data !== undefined || query.error) };
}

/**
 * Cancels the selected orders (those whose rows allow CANCEL) with one reason, then shows what happened to each (the
 * gateway cancels what it can: never all-or-nothing).
 */
export function BatchCancelDialog({
  orderNos,
  open,
  onClose,
  onDone,
}: {
  orderNos: string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const draft = useFormDraft(form, 'batch-cancel');
  const [results, setResults] = useState<BatchResult[] | null>(null);
  const quotes = useCancelQuotes(orderNos, open && !results);
  const total = (key: 'forfeit' | 'refund') => quotes.rows.reduce((sum, row) => sum + (row.quote?.[key] ?? 0), 0);
  const cancel = useWrite(batchCancelOrders, {
    draft,
    onSuccess: (answer) => {
      setResults(answer.results);
      onDone();
    },
  });

  const close = () => {
    setResults(null);
    form.resetFields();
    // Closed without cancelling: the reason is given up with the dialog, not kept for another batch.
    draft.clear();
    onClose();
  };

  if (results) {
    const cancelled = results.filter((row) => row.ok).length;
    return (
      <Modal
        open={open}
        title="批量取消结果"
        onCancel={close}
        onOk={close}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="知道了"
        width={680}
      >
        <Alert
          type={cancelled === results.length ? 'success' : 'warning'}
          showIcon
          title={`已取消 ${cancelled} 个订单，${results.length - cancelled} 个未取消`}
          style={{ marginBottom: 12 }}
        />
        <Table rowKey="orderNo" size="small" pagination={false} columns={RESULT_COLUMNS} dataSource={results} />
      </Modal>
    );
  }

  return (
    <FormModal
      form={form}
      open={open}
      title={`批量取消 ${orderNos.length} 个订单`}
      okText="确认取消订单"
      cancelText="返回"
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: !quotes.ready }}
      onCancel={close}
      width={760}
    >
      <Typography.Paragraph>将取消以下待支付订单并释放其座位，取消后不可恢复。各订单的没收与退款金额如下：</Typography.Paragraph>
      <Table rowKey="orderNo" size="small" pagination={false} columns={QUOTE_COLUMNS} dataSource={quotes.rows} />
      {quotes.ready && (
        <Typography.Paragraph strong style={{ marginTop: 12 }}>
          合计没收 {formatFen(total('forfeit'))}，退款 {formatFen(total('refund'))}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        onValuesChange={draft.onValuesChange}
        onFinish={({ reason }) => cancel.submit({ orderNos, reason: reason.trim() })}
      >
        <CancelReasonField />
      </Form>
    </FormModal>
  );
}
