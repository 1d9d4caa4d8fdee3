import { App, Alert, Descriptions, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { skipToken, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { ORDER_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { QueryBlock } from '@/components/query-block';
import { refusalOf, shownInPlace } from '@/components/booking/refusals';
import type { CancelDetail } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite, type WriteDefinition } from '@/lib/mutation-kit';
import { FormModal } from '../form-modal';

/** 取消原因: required, at most the gateway's length (the single and the batch cancel ask the same). */
export function CancelReasonField({ max = ORDER_FIGURES.cancelReasonMax, rows = 3 }: { max?: number; rows?: number }) {
  return (
    <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
      <Input.TextArea rows={rows} maxLength={max} showCount />
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

/** The order's own cancel: its number and the reason. */
type OrderCancel = { orderNo: string; reason: string };

/**
 * 取消: one quote-and-reason dialog for every cancel. By default an order's 取消订单: what the cancel
 * would do when the kind's gateway quotes it (a team order's seats, forfeit and refund), else that the
 * seats are released for good; then a reason and confirm. A wider cancel (a series' departures) gives
 * its scope choice above the quote, its own view of the quote, the request it builds from the quote it
 * showed, and the refusals that mean the quote moved (said above it, and the quote read again).
 */
export function CancelOrderDialog<Q = CancelDetail, Req = OrderCancel, R = unknown, K extends readonly unknown[] = readonly unknown[]>({
  orderNo,
  open = true,
  onClose,
  cancel: write,
  quote,
  title = `取消订单 ${orderNo}`,
  okText = '确认取消订单',
  width,
  draftId = `cancel-order-${orderNo}`,
  reasonMax = ORDER_FIGURES.cancelReasonMax,
  reasonRows,
  request,
  scope,
  renderQuote,
  confirmable = (query) => query.data !== undefined,
  requoteOn = [],
  success = () => `订单 ${orderNo} 已取消`,
}: {
  orderNo: string;
  open?: boolean;
  onClose: () => void;
  cancel: WriteDefinition<Req, R>;
  /** What the cancel would do, read while open; without one nothing is quoted. */
  quote?: UseQueryOptions<Q, Error, Q, K>;
  title?: string;
  okText?: string;
  width?: number;
  /** The form's draft, per record. */
  draftId?: string;
  reasonMax?: number;
  reasonRows?: number;
  /** The request the reason makes with the quote shown (undefined: not yet); the order's number and the reason unless given. */
  request?: (reason: string, quote: Q | undefined) => Req | undefined;
  /** Above the quote: what to cancel (a series: this departure, or it and every later one). */
  scope?: ReactNode;
  /** The quote as shown, loading and failed included; the order's seats, forfeit and refund unless given. */
  renderQuote?: (query: UseQueryResult<Q, Error>) => ReactNode;
  /** Whether the quote read lets the cancel go ahead; a read quote unless given. */
  confirmable?: (query: UseQueryResult<Q, Error>) => boolean;
  /** Refusals meaning the quote moved since it was shown. */
  requoteOn?: readonly string[];
  success?: (result: R) => string;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [notice, setNotice] = useState<string>();
  const draft = useFormDraft(form, draftId);
  // A kind without a quote asks nothing.
  const detail = useQuery(
    quote
      ? { ...quote, enabled: open }
      : ({ queryKey: ['cancel-quote', orderNo, 'none'], queryFn: skipToken } as unknown as UseQueryOptions<Q, Error, Q, K>),
  );
  const cancel = useWrite(write, {
    draft,
    onBizError: shownInPlace(requoteOn).onBizError,
    onSuccess: (result) => {
      void message.success(success(result));
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      const moved = refusalOf(error, requoteOn);
      if (moved) {
        setNotice(moved.errorMsg);
        void detail.refetch();
      }
    },
  });
  // Every order kind's cancel takes the order's number and the reason, and its quote is a CancelDetail:
  // what Req and Q are unless `request` and `renderQuote` say otherwise.
  const toRequest = request ?? ((reason: string) => ({ orderNo, reason }) as Req);
  const shown =
    renderQuote ??
    ((query: UseQueryResult<Q, Error>) => <QueryBlock query={query}>{(info) => <CancelQuote info={info as CancelDetail} />}</QueryBlock>);

  return (
    <FormModal
      form={form}
      open={open}
      title={title}
      okText={okText}
      cancelText="返回"
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: quote !== undefined && !confirmable(detail) }}
      onCancel={onClose}
      width={width}
    >
      {scope}
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />}
      {quote ? shown(detail) : <Typography.Paragraph>取消后座位将被释放，订单不可恢复。</Typography.Paragraph>}
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onValuesChange={draft.onValuesChange}
        onFinish={({ reason }) => {
          const input = toRequest(reason.trim(), detail.data);
          if (input !== undefined) cancel.submit(input);
        }}
      >
        <CancelReasonField max={reasonMax} rows={reasonRows} />
      </Form>
    </FormModal>
  );
}
