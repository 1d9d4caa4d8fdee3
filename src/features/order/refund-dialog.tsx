import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { REFUND_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import { RefundKind } from '@/domain/refund';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { ERRORS, type OrderDetail, type RefundFile, type RefundQuote, type TeamRefundKind, type TicketRecord } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { applyRefund, orderTicketsQuery, refundQuoteQuery } from './api';
import { QueryBlock } from './query-block';
import { RefundFilesField } from './refund-files-field';

interface RefundValues {
  kind: TeamRefundKind;
  ticketNos: string[];
  reason: string;
  files: RefundFile[];
}

const KIND_HELP: Record<TeamRefundKind, string> = {
  VOLUNTARY: '按票价规则收取退票费（起飞前天数越少费率越高），税费全退',
  INVOLUNTARY: '航班取消、航变等航司原因，免收退票费，须上传证明材料',
};


function ticketColumns(quote: RefundQuote | undefined): ColumnsType<TicketRecord> {
  const line = (ticketNo: string) => quote?.tickets.find((candidate) => candidate.ticketNo === ticketNo);
  return [
    { title: '票号', dataIndex: 'ticketNo', width: 140 },
    { title: '旅客', key: 'passenger', width: 120, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
    { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
    { title: '票价 / 税费', key: 'fare', width: 140, align: 'right', render: (_, row) => `${formatFen(row.fare)} / ${formatFen(row.tax)}` },
    {
      title: '状态',
      key: 'status',
      width: 130,
      render: (_, row) =>
        row.refundReviewId ? <Tag color="processing">退票审核中</Tag> : <Tag color={TicketStatus.color(row.status)}>{TicketStatus.label(row.status)}</Tag>,
    },
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

/** The order's tickets with a checkbox for each that may be refunded; the quote's fee and refund beside the chosen ones. */
function TicketPicker({
  tickets,
  quote,
  value = [],
  onChange,
}: {
  tickets: UseQueryResult<TicketRecord[]>;
  quote: RefundQuote | undefined;
  value?: string[];
  onChange?: (ticketNos: string[]) => void;
}) {
  return (
    <QueryBlock query={tickets}>
      {(rows) => (
        <Table
          rowKey="ticketNo"
          size="small"
          columns={ticketColumns(quote)}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 830 }}
          rowSelection={{
            ...CHINESE_SELECT_ALL,
            selectedRowKeys: value,
            onChange: (keys) => onChange?.(keys as string[]),
            getCheckboxProps: (row) => ({ disabled: !row.refundable, 'aria-label': `选择客票 ${row.ticketNo} ${row.passengerName}` }),
          }}
        />
      )}
    </QueryBlock>
  );
}


/**
 * 申请退票 from a ticketed team order: choose tickets and the kind, see the fee and the amount back the
 * gateway computes ("refund advance"), give a reason (and a supporting file for an involuntary refund),
 * apply. The application then waits for the airline's review on its own page.
 */
export function RefundDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RefundValues>();
  const draft = useFormDraft(form, 'team-refund-apply');
  const [amountChanged, setAmountChanged] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'VOLUNTARY';
  const ticketNos = Form.useWatch('ticketNos', form) ?? [];
  const tickets = useQuery({ ...orderTicketsQuery(order.orderNo), enabled: open });
  const request = { orderNo: order.orderNo, ticketNos: [...ticketNos].sort(), kind };
  const quote = useQuery({ ...refundQuoteQuery(request), enabled: open && ticketNos.length > 0 });

  const apply = useWrite(applyRefund, {
    draft,
    onBizError: {
      [ERRORS.PAY_AMOUNT_CHANGED.code]: () => {
        setAmountChanged(true);
        void quote.refetch();
      },
      [ERRORS.REFUND_FILE_REQUIRED.code]: (error) => form.setFields([{ name: 'files', errors: [error.errorMsg ?? ERRORS.REFUND_FILE_REQUIRED.message] }]),
    },
    onSuccess: ({ refund }) => {
      form.resetFields();
      onClose();
      void message.success(`退票申请 ${refund.reviewId} 已提交，应退 ${formatFen(refund.amount)}，等待航司审核`);
      void navigate(href('teamRefundDetail', { reviewId: refund.reviewId }));
    },
  });

  const submit = (values: RefundValues) => {
    if (!quote.data) return;
    setAmountChanged(false);
    apply.submit({
      orderNo: order.orderNo,
      ticketNos: request.ticketNos,
      kind: values.kind,
      reason: values.reason.trim(),
      fileIds: (values.files ?? []).map((file) => file.fileId),
      expectedAmount: quote.data.amount,
    });
  };

  return (
    <Modal
      open={open}
      title={`申请退票 ${order.orderNo}`}
      width={960}
      okText="提交退票申请"
      cancelText="返回"
      okButtonProps={{ loading: apply.isPending, disabled: !quote.data || quote.isFetching }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'VOLUNTARY', ticketNos: [], files: [] }}
        onValuesChange={draft.onValuesChange}
        onFinish={submit}
      >
        <Form.Item name="kind" label="退票类型" extra={KIND_HELP[kind]}>
          <Radio.Group options={[...RefundKind.options]} />
        </Form.Item>
        <Form.Item
          name="ticketNos"
          label={`选择客票（已选 ${ticketNos.length} 张）`}
          rules={[{ validator: (_, value?: string[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('请选择要退的客票'))) }]}
        >
          <TicketPicker tickets={tickets} quote={quote.data} />
        </Form.Item>
        {amountChanged && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="退款金额已按最新计算更新，请核对后再提交" />}
        {ticketNos.length > 0 && (
          <div aria-live="polite" style={{ marginBottom: 16 }}>
            {quote.data ? <RefundAmounts refund={quote.data} daysBefore={quote.data.daysBefore} bordered /> : <Typography.Text type="secondary">正在计算退票费…</Typography.Text>}
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
            rules={[{ validator: (_, value?: RefundFile[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('非自愿退票须上传证明材料'))) }]}
          >
            <RefundFilesField />
          </Form.Item>
        )}
        <Typography.Text type="secondary">提交后由航司审核（一般 {REFUND_FIGURES.reviewMs / 3_600_000} 小时内），通过后退款原路退回原支付方式。</Typography.Text>
      </Form>
    </Modal>
  );
}
