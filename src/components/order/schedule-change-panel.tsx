import { useState } from 'react';
import { Alert, App, Checkbox, Descriptions, Modal, Radio, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { FlightChangeType, ScheduleChangeStatus } from '@/domain/bulletin';
import { DUE_FIGURES } from '@/domain/due';
import { formatDateTime, formatFen, formatFlightTimes } from '@/domain/format';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { SCHEDULE_CHANGE_ACTIONS } from '@/components/actions/registry';
import { Countdown } from '@/components/countdown';
import { useReadAgainOnArrival } from '@/lib/detail-kit';
import { call, scheduleChangeApi, type OrderScheduleChange, type OrderSegment, type ScheduleChangeRefundQuote } from '@/lib/gateway';
import { defineWrite, useWrite } from '@/lib/mutation-kit';
import { orderScheduleChangesQuery } from '@/lib/order-calls';
import { rootKey } from '@/lib/query-keys';
import { UnpagedTable } from '../unpaged-table';

/**
 * 需处理：航班变动 at the top of every order page (team, individual, scattered): the original
 * segment beside the airline's proposal, what each choice costs (nothing), the deadline and its
 * countdown, and the actions the gateway's `allowedActions` names, rendered through the action registry
 * (SCHEDULE_CHANGE_ACTIONS), each behind the order centre's function the gateway says it needs
 * (`actionAuthCode`). Acting reloads the order, its tickets and PNR,
 * the refunds, the money and the reminder queue.
 */

const changesKey = (orderNo: string) => orderScheduleChangesQuery(orderNo).queryKey;

/** Everything an accept, a rebooking or a refund may change. */
const CHANGED = [
  rootKey('flightChangeNotice'),
  rootKey('order'),
  rootKey('personalOrder'),
  rootKey('scatteredOrder'),
  rootKey('teamRefund'),
  rootKey('scatteredRefund'),
  rootKey('payment'),
  rootKey('transaction'),
];

/** The orders themselves: a change that arrives changes what they allow. */
const ORDERS = [rootKey('order'), rootKey('personalOrder'), rootKey('scatteredOrder')];

const acceptWrite = defineWrite({ endpoint: scheduleChangeApi.accept, invalidates: CHANGED });
const rebookWrite = defineWrite({ endpoint: scheduleChangeApi.rebook, invalidates: CHANGED });
const refundWrite = defineWrite({ endpoint: scheduleChangeApi.refund, invalidates: CHANGED });

const segmentText = (segment: OrderSegment) =>
  `${segment.flightNo} ${segment.flightDate} ${formatFlightTimes(segment.depTime, segment.arrTime)} ${segment.aircraftType}`;

/**
 * Who the action takes: the whole group, or the open passengers chosen. A rebooking moves tickets, so it
 * lists the ticketed ones (`ticketedOnly`); a refund lists a partly ticketed order's unticketed
 * passengers too (their seats are given back). Seats not yet named always go with the whole group.
 */
function PassengerChoice({
  change,
  value,
  onChange,
  ticketedOnly = false,
}: {
  change: OrderScheduleChange;
  value: string[];
  onChange: (ids: string[]) => void;
  ticketedOnly?: boolean;
}) {
  const open = change.passengers.filter((passenger) => passenger.open);
  if (!change.choosePassengers) return <Typography.Paragraph>整团处理：{change.openSeats} 个座位。</Typography.Paragraph>;
  const listed = ticketedOnly ? open.filter((passenger) => passenger.ticketNo) : open;
  const unnamed = change.openSeats - open.filter((passenger) => passenger.passengerType !== 'INF').length;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14 }}>选择旅客（不选为整团 {change.openSeats} 个座位）</legend>
      <Checkbox.Group value={value} onChange={(ids) => onChange(ids as string[])}>
        <Space wrap>
          {listed.map((passenger) => (
            <Checkbox key={passenger.passengerId} value={passenger.passengerId}>
              {passenger.name}
              {!passenger.ticketNo && '（未出票）'}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      {unnamed > 0 && <Typography.Paragraph type="secondary">另有 {unnamed} 个座位尚未录入名单，随整团处理。</Typography.Paragraph>}
    </fieldset>
  );
}

/** The chosen passengers as the request names them: none when all open ones are chosen (the whole group). */
function chosen(change: OrderScheduleChange, ids: string[]): string[] | undefined {
  const open = change.passengers.filter((passenger) => passenger.open).length;
  return change.choosePassengers && ids.length > 0 && ids.length < open ? ids : undefined;
}

function RebookDialog({ change, open, onClose }: { change: OrderScheduleChange; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const ref = { orderNo: change.orderNo, noticeId: change.noticeId };
  const options = useQuery({
    queryKey: [...changesKey(change.orderNo), 'rebook', change.noticeId],
    queryFn: () => call(scheduleChangeApi.rebookOptions, ref),
    enabled: open,
  });
  const [flight, setFlight] = useState<string>();
  const [ids, setIds] = useState<string[]>([]);
  const rebook = useWrite(rebookWrite, {
    onSuccess: ({ movedCount, reissuedCount }) => {
      void message.success(`已改签 ${movedCount} 个座位，${reissuedCount > 0 ? `新客票已出 ${reissuedCount} 张，` : ''}不收取费用`);
      onClose();
    },
  });
  const [flightNo, flightDate] = flight?.split('|') ?? [];
  return (
    <Modal
      title="改签其他航班"
      open={open}
      onCancel={onClose}
      okText="确认改签"
      okButtonProps={{ disabled: !flightNo, loading: rebook.isPending }}
      onOk={() =>
        rebook.submit({
          ...ref,
          flightNo: flightNo!,
          flightDate: flightDate!,
          ...(chosen(change, ids) ? { passengerIds: chosen(change, ids) } : {}),
        })
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          同航线前后3天有余座的航班，免费改签；名单随行，航班不同的换开新客票，座位在确认时一并占用。
        </Typography.Text>
        {options.data && options.data.options.length === 0 && <Alert type="info" title="没有可改签的航班" />}
        <Radio.Group value={flight} onChange={(event) => setFlight(event.target.value as string)} aria-label="改签航班">
          <Space orientation="vertical">
            {(options.data?.options ?? []).map((option) => (
              <Radio key={`${option.flightNo}|${option.flightDate}`} value={`${option.flightNo}|${option.flightDate}`}>
                {option.flightNo} {option.flightDate} {formatFlightTimes(option.depTime, option.arrTime)} {option.aircraftType}，余座{' '}
                {option.seatsLeft}
                {option.proposed && <Tag style={{ marginLeft: 8 }}>航司建议</Tag>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <PassengerChoice change={change} value={ids} onChange={setIds} ticketedOnly />
      </Space>
    </Modal>
  );
}

type QuoteLine = ScheduleChangeRefundQuote['tickets'][number];

const QUOTE_COLUMNS: ColumnsType<QuoteLine> = [
  { title: '旅客', dataIndex: 'passengerName' },
  { title: '票号', dataIndex: 'ticketNo' },
  { title: '航班', key: 'flight', render: (_, line) => `${line.flightNo} ${line.flightDate}` },
  { title: '应退', dataIndex: 'refund', align: 'right', render: (fen: number) => formatFen(fen) },
];

/** What the refund gives back, as the gateway quotes it for the passengers chosen: per ticket, the seats without one, the total. */
function RefundQuoteBlock({ quote }: { quote: ScheduleChangeRefundQuote }) {
  return (
    <div aria-live="polite">
      {quote.tickets.length > 0 && (
        <UnpagedTable<QuoteLine> rowKey="ticketNo" aria-label="退票明细" columns={QUOTE_COLUMNS} dataSource={quote.tickets} />
      )}
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 8 }}
        items={[
          ...(quote.seatsAmount > 0 ? [{ key: 'seats', label: '未出票座位退回票款', children: formatFen(quote.seatsAmount) }] : []),
          { key: 'fee', label: '退票费', children: formatFen(0) },
          { key: 'amount', label: '应退合计', children: <Typography.Text strong>{formatFen(quote.amount)}</Typography.Text> },
        ]}
      />
    </div>
  );
}

function RefundDialog({ change, open, onClose }: { change: OrderScheduleChange; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [ids, setIds] = useState<string[]>([]);
  const refund = useWrite(refundWrite, {
    onSuccess: ({ refundedAmount }) => {
      // The airline approves at once; the money itself goes back on the payment's own clock.
      void message.success(`已办理非自愿退票：应退${formatFen(refundedAmount)}，待退款，将原路退回`);
      onClose();
    },
  });
  const passengerIds = chosen(change, ids);
  const request = { orderNo: change.orderNo, noticeId: change.noticeId, ...(passengerIds ? { passengerIds } : {}) };
  const quote = useQuery({
    queryKey: [...changesKey(change.orderNo), 'refund-quote', request] as const,
    queryFn: () => call(scheduleChangeApi.refundQuote, request).then((answer) => answer.quote),
    enabled: open,
    staleTime: 0,
  });
  return (
    <Modal
      title={passengerIds ? '部分退票' : '全部退票'}
      open={open}
      onCancel={onClose}
      okText="确认退票"
      okButtonProps={{ danger: true, loading: refund.isPending }}
      onOk={() => refund.submit({ orderNo: change.orderNo, noticeId: change.noticeId, ...(passengerIds ? { passengerIds } : {}) })}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          航空公司原因的非自愿退票：免收退票费，无需上传证明材料，票款原路退回；尚未出票的座位一并取消并退回其票款。
        </Typography.Text>
        <PassengerChoice change={change} value={ids} onChange={setIds} />
        {quote.data ? <RefundQuoteBlock quote={quote.data} /> : <Typography.Text type="secondary">正在计算应退金额…</Typography.Text>}
      </Space>
    </Modal>
  );
}

function PendingChange({ change }: { change: OrderScheduleChange }) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'rebook' | 'refund' | null>(null);
  const accept = useWrite(acceptWrite, { onSuccess: () => void message.success('已接受航班变动') });
  // The kit's gate: what the gateway allows now and the user's functions permit (the order centre's, per kind).
  const { may, permitted, withheld } = useEntityActions(SCHEDULE_CHANGE_ACTIONS, change);
  const unauthorized = withheld.length > 0 && permitted.length === 0;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <Space wrap>
          <Typography.Text strong>需处理：航班变动</Typography.Text>
          <Tag color={FlightChangeType.color(change.changeType)}>{FlightChangeType.label(change.changeType)}</Tag>
          {change.severityReasons.map((reason) => (
            <Tag key={reason}>{reason}</Tag>
          ))}
        </Space>
      }
      description={
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'orig', label: '原航班', children: segmentText(change.original) },
              {
                key: 'new',
                label: '变更后',
                children: change.proposed ? (
                  segmentText(change.proposed)
                ) : (
                  <Typography.Text type="danger">航班取消，无替代航班</Typography.Text>
                ),
              },
              { key: 'reason', label: '原因', children: change.reason },
              { key: 'cost', label: '费用', children: `${formatFen(change.cost)}（航空公司原因，接受、改签、退票均免费）` },
              {
                key: 'deadline',
                label: '处理期限',
                children: (
                  <Space>
                    {formatDateTime(change.deadline)}
                    <Countdown deadline={change.deadline} />
                    <Typography.Text type="secondary">逾期由航空公司处理</Typography.Text>
                  </Space>
                ),
              },
              ...(change.outcome ? [{ key: 'done', label: '已处理', children: change.outcome }] : []),
            ]}
          />
          <div style={{ marginTop: 8 }}>
            <EntityActions
              kit={SCHEDULE_CHANGE_ACTIONS}
              entity={change}
              busy={{ ACCEPT: accept.isPending }}
              handlers={{
                ACCEPT: () => accept.submit({ orderNo: change.orderNo, noticeId: change.noticeId }),
                REBOOK: () => setDialog('rebook'),
                REFUND: () => setDialog('refund'),
              }}
            />
            {unauthorized && <Typography.Text type="secondary">您没有处理订单的权限，请联系主账号</Typography.Text>}
          </div>
          {may('REBOOK') && <RebookDialog change={change} open={dialog === 'rebook'} onClose={() => setDialog(null)} />}
          {may('REFUND') && <RefundDialog change={change} open={dialog === 'refund'} onClose={() => setDialog(null)} />}
        </>
      }
    />
  );
}

/** The order's schedule changes: the one waiting as the work to do, the handled ones as one line each. */
export function ScheduleChangePanel({ orderNo }: { orderNo: string }) {
  // Asked again as the bell asks (every minute): the airline publishes a change while the page stands open.
  const changes = useQuery({ ...orderScheduleChangesQuery(orderNo), refetchInterval: DUE_FIGURES.refetchMs });
  const list = changes.data?.changes ?? [];
  useReadAgainOnArrival(
    orderNo,
    changes.data && list.filter((change) => change.status === 'PENDING').map((change) => change.noticeId),
    ORDERS,
  );
  if (list.length === 0) return null;
  return (
    <section aria-label="航班变动">
      {/* The status chooses the notice (work to do, or a line of history); what may be done is the change's allowedActions, in the notice. */}
      {list.map((change) =>
        change.status === 'PENDING' ? (
          <PendingChange key={change.noticeId} change={change} />
        ) : (
          <Alert
            key={change.noticeId}
            type="info"
            style={{ marginBottom: 16 }}
            title={`航班变动（${ScheduleChangeStatus.label(change.status)}）：${change.original.flightNo} ${change.original.flightDate}${change.outcome ? `，${change.outcome}` : ''}`}
            description={change.handledBy ? `${change.handledBy} ${formatDateTime(change.handledAt)}` : undefined}
          />
        ),
      )}
    </section>
  );
}
