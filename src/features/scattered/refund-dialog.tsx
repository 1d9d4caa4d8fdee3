import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { href } from '@/config/routes';
import { REFUND_FIGURES, SCATTERED_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import { ERRORS, type RefundFile, type ScatteredOrderDetail, type ScatteredRefundQuote, type TicketRecord } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { applyScatteredRefund, refundFeeQuery } from './api';
import { ScatteredFilesField } from './files-field';

type Kind = 'VOLUNTARY' | 'INVOLUNTARY';

interface RefundValues {
  kind: Kind;
  ticketNos: string[];
  reason: string;
  files: RefundFile[];
}

const KINDS = [
  { value: 'VOLUNTARY', label: '自愿退票' },
  { value: 'INVOLUNTARY', label: '差错退票（非自愿）' },
];

const KIND_HELP: Record<Kind, string> = {
  VOLUNTARY: '按客票的运价规则收取退票费（起飞前、起飞后费率不同），税费全退',
  INVOLUNTARY: '航班取消、航变等航司原因，免收退票费，须上传证明材料；审核时航司可能要求补充材料',
};

function columns(quote: ScatteredRefundQuote | undefined): ColumnsType<TicketRecord> {
  const line = (ticketNo: string) => quote?.tickets.find((candidate) => candidate.ticketNo === ticketNo);
  return [
    { title: '票号', dataIndex: 'ticketNo', width: 140 },
    { title: '旅客', key: 'passenger', width: 120, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
    { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
    { title: '票价 / 税费', key: 'fare', width: 140, align: 'right', render: (_, row) => `${formatFen(row.fare)} / ${formatFen(row.tax)}` },
    { title: '状态', key: 'status', width: 100, render: (_, row) => <Tag color={TicketStatus.color(row.status)}>{TicketStatus.label(row.status)}</Tag> },
    {
      title: '退票费 / 应退',
      key: 'refund',
      width: 150,
      align: 'right',
      render: (_, row) => {
        const quoted = line(row.ticketNo);
        return quoted ? `${formatFen(quoted.fee)} / ${formatFen(quoted.refund)}` : '-';
      },
    },
  ];
}

/**
 * 退票 from a scattered order: choose the tickets and the kind, see the fee from the fare rule and the
 * amount back before applying; the unused tickets' seats are cancelled first, then the request is made.
 */
export function ScatteredRefundDialog({ order, open, onClose }: { order: ScatteredOrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RefundValues>();
  const draft = useFormDraft(form, `scattered-refund-${order.orderNo}`);
  const [amountChanged, setAmountChanged] = useState(false);
  const kind = (Form.useWatch('kind', form) ?? 'VOLUNTARY') as Kind;
  const ticketNos = (Form.useWatch('ticketNos', form) ?? []) as string[];
  const request = { orderNo: order.orderNo, ticketNos: [...ticketNos].sort(), kind };
  const quote = useQuery({ ...refundFeeQuery(request), enabled: open && ticketNos.length > 0 });
  const tickets = order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE' || ticket.refundable);

  const apply = useWrite(applyScatteredRefund, {
    draft,
    onBizError: {
      [ERRORS.PAY_AMOUNT_CHANGED.code]: () => {
        setAmountChanged(true);
        void quote.refetch();
      },
      [ERRORS.REFUND_FILE_REQUIRED.code]: (error) => form.setFields([{ name: 'files', errors: [error.errorMsg ?? ERRORS.REFUND_FILE_REQUIRED.message] }]),
    },
    onSuccess: (refund) => {
      form.resetFields();
      onClose();
      void message.success(`退票申请 ${refund.rfdReqSeq} 已提交，应退 ${formatFen(refund.amount)}，等待航司审核`);
      void navigate(href('scatteredRefundDetail', { rfdReqSeq: refund.rfdReqSeq }));
    },
  });

  const submit = (values: RefundValues) => {
    if (!quote.data) return;
    setAmountChanged(false);
    apply.submit({
      orderNo: order.orderNo,
      ticketNos: request.ticketNos,
      seatsToCancel: quote.data.seatsToCancel,
      kind: values.kind,
      reason: values.reason.trim(),
      fileIds: (values.files ?? []).map((file) => file.fileId),
      expectedAmount: quote.data.amount,
    });
  };

  return (
    <Modal
      open={open}
      title={`退票 ${order.orderNo}`}
      width={960}
      okText={quote.data && quote.data.seatsToCancel.length > 0 ? '取消座位并申请退票' : '提交退票申请'}
      cancelText="返回"
      okButtonProps={{ loading: apply.isPending, disabled: !quote.data || quote.isFetching }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'VOLUNTARY', ticketNos: [], files: [] }} onValuesChange={draft.onValuesChange} onFinish={submit}>
        <Form.Item name="kind" label="退票类型" extra={KIND_HELP[kind]}>
          <Radio.Group options={KINDS} />
        </Form.Item>
        <Form.Item
          name="ticketNos"
          label={`选择客票（已选 ${ticketNos.length} 张）`}
          valuePropName="selectedRowKeys"
          trigger="onSelect"
          rules={[{ validator: (_, value?: string[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('请选择要退的客票'))) }]}
        >
          <TicketTable tickets={tickets} quote={quote.data} />
        </Form.Item>
        {amountChanged && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="退款金额已按最新计算更新，请核对后再提交" />}
        {ticketNos.length > 0 && (
          <div aria-live="polite" style={{ marginBottom: 16 }}>
            {quote.data ? (
              <>
                <RefundAmounts refund={quote.data} daysBefore={quote.data.daysBefore} bordered />
                {quote.data.seatsToCancel.length > 0 && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginTop: 12 }}
                    title={`客票 ${quote.data.seatsToCancel.join('、')} 尚未使用：提交时先取消其座位（座位释放后不可恢复），再申请退票`}
                  />
                )}
              </>
            ) : (
              <Typography.Text type="secondary">正在计算退票费…</Typography.Text>
            )}
          </div>
        )}
        <Form.Item name="reason" label="退票原因" rules={[{ required: true, whitespace: true, message: '请填写退票原因' }]}>
          <Input.TextArea rows={2} maxLength={REFUND_FIGURES.reasonMaxLength} showCount placeholder="如：客户行程取消" />
        </Form.Item>
        {kind === 'INVOLUNTARY' && (
          <Form.Item
            name="files"
            label="证明材料"
            required
            rules={[{ validator: (_, value?: RefundFile[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('差错退票须上传证明材料'))) }]}
          >
            <ScatteredFilesField label="上传证明材料" />
          </Form.Item>
        )}
        <Typography.Text type="secondary">提交后由航司审核（一般 {SCATTERED_FIGURES.reviewMs / 3_600_000} 小时内），通过后退款原路退回原支付方式。</Typography.Text>
      </Form>
    </Modal>
  );
}

function TicketTable({ tickets, quote, selectedRowKeys = [], onSelect }: { tickets: TicketRecord[]; quote: ScatteredRefundQuote | undefined; selectedRowKeys?: string[]; onSelect?: (keys: string[]) => void }) {
  return (
    <Table
      rowKey="ticketNo"
      size="small"
      columns={columns(quote)}
      dataSource={tickets}
      pagination={false}
      scroll={{ x: 800 }}
      locale={{ emptyText: '没有可退的客票' }}
      rowSelection={{
        ...CHINESE_SELECT_ALL,
        selectedRowKeys,
        onChange: (keys) => onSelect?.(keys as string[]),
        getCheckboxProps: (row) => ({ disabled: !row.refundable, 'aria-label': `选择客票 ${row.ticketNo} ${row.passengerName}` }),
      }}
    />
  );
}
