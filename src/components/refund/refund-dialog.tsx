import { useState } from 'react';
import { Alert, App, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { REFUND_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import type { RefundKind } from '@/domain/refund';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { ERRORS, type RefundFile, type RefundQuote, type RefundTicketsBody, type TicketRecord } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { RefundFilesField } from './files-field';
import type { RefundMenu } from './menus';
import { UnpagedTable } from '../unpaged-table';
import { atLeastOne } from '../form-rules';
import { FormModal } from '../form-modal';

interface RefundValues {
  kind: RefundKind;
  ticketNos: string[];
  reason: string;
  files: RefundFile[];
}

/** The quote of the chosen tickets, asked afresh for every choice. */
const quoteQuery = (menu: RefundMenu, request: RefundTicketsBody) =>
  queryOptions({ queryKey: [menu.orderEntity, 'refund-quote', request] as const, queryFn: () => menu.quote(request), staleTime: 0 });

/** Why an open ticket is not refundable now, as the gateway says (a used or refunded ticket's own status says it already). */
const blockOf = (ticket: TicketRecord): string | undefined =>
  ticket.status === 'OPEN_FOR_USE' && !ticket.refundReviewId ? ticket.refundBlock : undefined;

/** The ticket's state in the picker: held by an application, or its ticket status — and, open but not refundable now, why (from the gateway). */
function TicketState({ ticket }: { ticket: TicketRecord }) {
  const why = blockOf(ticket);
  return (
    <Space orientation="vertical" size={0}>
      {ticket.refundReviewId ? (
        <Tag color="processing">退票审核中</Tag>
      ) : (
        <Tag color={TicketStatus.color(ticket.status)}>{TicketStatus.label(ticket.status)}</Tag>
      )}
      {why && (
        <Typography.Text type="warning" id={`refund-block-${ticket.ticketNo}`}>
          暂不可退：{why}
        </Typography.Text>
      )}
    </Space>
  );
}

function ticketColumns(quote: RefundQuote | undefined): ColumnsType<TicketRecord> {
  const line = (ticketNo: string) => quote?.tickets.find((candidate) => candidate.ticketNo === ticketNo);
  return [
    { title: '票号', dataIndex: 'ticketNo', width: 140 },
    {
      title: '旅客',
      key: 'passenger',
      width: 120,
      render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）`,
    },
    { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
    { title: '票价 / 税费', key: 'fare', width: 140, align: 'right', render: (_, row) => `${formatFen(row.fare)} / ${formatFen(row.tax)}` },
    { title: '状态', key: 'status', width: 190, render: (_, row) => <TicketState ticket={row} /> },
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

/** Above this many tickets the picker scrolls inside itself (a whole group on one page, its header kept). */
const SCROLL_FROM = 10;

/**
 * The tickets the order's passengers hold (`held`: a ticket a reissue replaced, EXCHANGED or REBOOKED, is not
 * one), a checkbox on each the gateway says may be refunded now; the others are disabled with the
 * gateway's reason beside them. Which ticket is listed and which may go is the gateway's answer
 * (`held`, `refundable`, `refundBlock`).
 */
function TicketPicker({
  tickets,
  quote,
  value = [],
  onChange,
}: {
  tickets: TicketRecord[];
  quote: RefundQuote | undefined;
  value?: string[];
  onChange?: (ticketNos: string[]) => void;
}) {
  return (
    <UnpagedTable
      rowKey="ticketNo"
      columns={ticketColumns(quote)}
      dataSource={tickets}
      scroll={tickets.length > SCROLL_FROM ? { x: 890, y: 420 } : { x: 890 }}
      locale={{ emptyText: '没有可退的客票' }}
      rowSelection={{
        ...CHINESE_SELECT_ALL,
        selectedRowKeys: value,
        onChange: (keys) => onChange?.(keys as string[]),
        getCheckboxProps: (row) => ({
          disabled: !row.refundable,
          'aria-label': `选择客票 ${row.ticketNo} ${row.passengerName}`,
          ...(blockOf(row) ? { 'aria-describedby': `refund-block-${row.ticketNo}` } : {}),
        }),
      }}
    />
  );
}

export interface RefundDialogProps<K extends readonly unknown[]> {
  menu: RefundMenu;
  orderNo: string;
  /** The order's tickets as its detail has them (scattered), or the read that lists them (team: the ticket tab's). */
  tickets?: TicketRecord[];
  ticketsQuery?: UseQueryOptions<TicketRecord[], Error, TicketRecord[], K>;
  open: boolean;
  onClose: () => void;
}

/**
 * 申请退票 from a ticketed order of either menu: choose tickets and the kind, see the fee and the amount
 * back the gateway computes, give a reason (and a supporting file for an involuntary refund), apply —
 * where the order's kind cancels seats first, the unused tickets' seats are cancelled on submit. The
 * application then waits for the airline's review on its own page.
 */
export function RefundDialog<K extends readonly unknown[]>({
  menu,
  orderNo,
  tickets: given,
  ticketsQuery,
  open,
  onClose,
}: RefundDialogProps<K>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RefundValues>();
  const draft = useFormDraft(form, `refund-apply-${orderNo}`);
  const [amountChanged, setAmountChanged] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'VOLUNTARY';
  const ticketNos = Form.useWatch('ticketNos', form) ?? [];
  // Given its tickets, the dialog reads none (the key names the order's tickets it was given).
  const read = useQuery({
    ...(ticketsQuery ?? { queryKey: [menu.orderEntity, 'refund-tickets', orderNo] as unknown as K, queryFn: () => given ?? [] }),
    enabled: open && !given && ticketsQuery !== undefined,
  });
  // A refund is chosen among the tickets the passengers hold now, as the gateway marks them.
  const tickets = (given ?? read.data)?.filter((ticket) => ticket.held !== false);
  const request = { orderNo, ticketNos: [...ticketNos].sort(), kind };
  const quote = useQuery({ ...quoteQuery(menu, request), enabled: open && ticketNos.length > 0 });

  const apply = useWrite(menu.apply, {
    draft,
    onBizError: {
      [ERRORS.PAY_AMOUNT_CHANGED.code]: () => {
        setAmountChanged(true);
        void quote.refetch();
      },
      [ERRORS.REFUND_FILE_REQUIRED.code]: (error) =>
        form.setFields([{ name: 'files', errors: [error.errorMsg ?? ERRORS.REFUND_FILE_REQUIRED.message] }]),
    },
    onSuccess: (refund) => {
      form.resetFields();
      onClose();
      // Nothing has moved yet: the amount is owed back once the airline approves.
      void message.success(`${menu.noun} ${refund.refundId} 已提交：应退 ${formatFen(refund.amount)}，待退款，航司审核通过后原路退回`);
      void navigate(menu.detailHref(refund.refundId));
    },
  });

  const submit = (values: RefundValues) => {
    if (!quote.data) return;
    setAmountChanged(false);
    apply.submit({
      orderNo,
      ticketNos: request.ticketNos,
      seatsToCancel: quote.data.seatsToCancel,
      kind: values.kind,
      reason: values.reason.trim(),
      fileIds: (values.files ?? []).map((file) => file.fileId),
      expectedAmount: quote.data.amount,
    });
  };

  const retry = retryOf(read);
  // Some of the tickets held chosen is a partial refund, every one of them the whole order's.
  const scope = ticketNos.length === 0 || !tickets ? undefined : ticketNos.length < tickets.length ? '部分退票' : '全部退票';
  return (
    <FormModal
      form={form}
      open={open}
      title={`申请退票 ${orderNo}${scope ? `（${scope}）` : ''}`}
      width={1000}
      okText={quote.data && quote.data.seatsToCancel.length > 0 ? '取消座位并申请退票' : '提交退票申请'}
      cancelText="返回"
      okButtonProps={{ loading: apply.isPending, disabled: !quote.data || quote.isFetching }}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'VOLUNTARY', ticketNos: [], files: [] }}
        onValuesChange={draft.onValuesChange}
        onFinish={submit}
      >
        <Form.Item name="kind" label="退票类型" extra={menu.kindHelp[kind]}>
          <Radio.Group options={[...menu.kindOptions]} />
        </Form.Item>
        <Form.Item
          name="ticketNos"
          label={`选择客票（已选 ${ticketNos.length} 张${tickets ? `，共 ${tickets.length} 张` : ''}）`}
          rules={[atLeastOne('请选择要退的客票')]}
        >
          {tickets ? (
            <TicketPicker tickets={tickets} quote={quote.data} />
          ) : retry ? (
            <LoadFailed onRetry={retry} />
          ) : (
            <div style={{ minHeight: 80 }} aria-busy="true" />
          )}
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
          <Form.Item name="files" label="证明材料" required rules={[atLeastOne(menu.filesRequired)]}>
            <RefundFilesField menu={menu} subject="证明材料" />
          </Form.Item>
        )}
        <Typography.Text type="secondary">
          提交后由航司审核（一般 {menu.reviewHours} 小时内），通过后退款原路退回原支付方式。
        </Typography.Text>
      </Form>
    </FormModal>
  );
}
