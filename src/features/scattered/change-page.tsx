import { useEffect } from 'react';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Popconfirm, Radio, Result, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEntityActions } from '@/components/actions/entity-actions';
import { SCATTERED_ORDER_ACTIONS } from '@/components/actions/registry';
import { FareRules } from '@/components/booking/fare-table';
import { ButtonLink } from '@/components/button-link';
import { CheckboxGroupField } from '@/components/checkbox-group-field';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { DATE_FORMAT, formatFen, formatFlightTimes } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { gatewayDayjs } from '@/lib/dates';
import { ERRORS, type ChangeLine, type ScatteredCabinOffer, type ScatteredFlightOffer, type ScatteredOrderDetail } from '@/lib/gateway';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { useWrite } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import { changeQuoteQuery, changeShoppingQuery, createChangeOrder, scatteredOrderDetail, type ChangeTarget } from './api';
import { changeSearch, readChangeState, type ChangeState } from './change-state';
import { UnpagedTable } from '@/components/unpaged-table';
import { atLeastOne } from '@/components/form-rules';

export async function loader({ request, queryClient }: Pick<ScreenLoaderArgs, 'request' | 'queryClient'>) {
  const state = readChangeState(new URL(request.url).searchParams);
  return state ? warm(queryClient.query(scatteredOrderDetail.query(state.orderNo))) : null;
}

interface ChoiceValues {
  segmentNo: number;
  passengerIds: string[];
  date: Dayjs;
}

const LINE_COLUMNS: ColumnsType<ChangeLine> = [
  { title: '旅客', key: 'passenger', render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
  { title: '原票号', dataIndex: 'oldTicketNo' },
  { title: '原票价', dataIndex: 'oldFare', align: 'right', render: formatFen },
  { title: '新票价', dataIndex: 'newFare', align: 'right', render: formatFen },
  { title: '票价差额', dataIndex: 'fareDifference', align: 'right', render: formatFen },
  { title: '改期费', dataIndex: 'changeFee', align: 'right', render: formatFen },
  {
    title: '应付',
    dataIndex: 'amount',
    align: 'right',
    render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
  },
];

function FlightChoice({
  flights,
  chosen,
  onChoose,
}: {
  flights: ScatteredFlightOffer[];
  chosen: ChangeState;
  onChoose: (flight: ScatteredFlightOffer, offer: ScatteredCabinOffer) => void;
}) {
  const rows = flights.flatMap((flight) => flight.cabins.map((offer) => ({ key: `${flight.flightNo}~${offer.cabin}`, flight, offer })));
  const columns: ColumnsType<(typeof rows)[number]> = [
    {
      title: '航班',
      key: 'flight',
      render: (_, row) => `${row.flight.flightNo} ${formatFlightTimes(row.flight.depTime, row.flight.arrTime)}`,
    },
    { title: '舱位', key: 'cabin', render: (_, row) => `${row.offer.cabinName} ${row.offer.cabin}` },
    { title: '余座', key: 'seats', render: (_, row) => row.offer.seatsLeft },
    { title: '成人票价', key: 'fare', align: 'right', render: (_, row) => formatFen(row.offer.fares.ADT) },
    { title: '退改', key: 'rule', render: (_, row) => row.offer.ruleSummary },
    {
      title: '操作',
      key: 'choose',
      render: (_, row) => {
        const isChosen = chosen.flightNo === row.flight.flightNo && chosen.cabin === row.offer.cabin;
        return (
          <Button
            size="small"
            type={isChosen ? 'primary' : 'default'}
            aria-pressed={isChosen}
            aria-label={`改至 ${row.flight.flightNo} ${row.offer.cabinName} ${row.offer.cabin}`}
            onClick={() => onChoose(row.flight, row.offer)}
          >
            {isChosen ? '已选' : '选择'}
          </Button>
        );
      },
    },
  ];
  return (
    <UnpagedTable rowKey="key" columns={columns} dataSource={rows} locale={{ emptyText: <Empty description="当日没有可改的航班" /> }} />
  );
}

function Quote({ target, onDone }: { target: ChangeTarget; onDone: (orderNo: string) => void }) {
  const quote = useQuery(changeQuoteQuery(target));
  const create = useWrite(createChangeOrder, {
    onSuccess: ({ order }) => onDone(order.orderNo),
    onBizError: { [ERRORS.PRICE_CHANGED.code]: () => void quote.refetch() },
  });
  if (quote.isError) return <LoadFailed onRetry={() => void quote.refetch()} />;
  if (!quote.data) return <Typography.Text type="secondary">正在计算票价差额和改期费…</Typography.Text>;
  const data = quote.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>
        改至 {data.flight.flightNo} {data.flight.flightDate} {data.flight.depTime} {data.cabinName}（{data.cabin}
        舱）；改期费按原客票运价规则收取票价的 {Math.round(data.changeFeeRate * 100)}%，新票价低于原票价的差额不退。
      </Typography.Text>
      <Table rowKey="passengerId" size="small" columns={LINE_COLUMNS} dataSource={data.lines} pagination={false} />
      <Space size="large">
        <span>票价差额 {formatFen(data.fareDifference)}</span>
        <span>改期费 {formatFen(data.changeFee)}</span>
        <Typography.Text>
          应付合计{' '}
          <Typography.Text strong type="danger">
            {formatFen(data.totalAmount)}
          </Typography.Text>
        </Typography.Text>
      </Space>
      {/* The fee is priced by the old ticket's rule, the new ticket keeps the new fare's: each under its own name. */}
      <FareRules title="改期费依据（原客票运价规则）" rules={[data.feeRule]} />
      <FareRules title={`新客票运价规则（${data.cabinName} ${data.cabin}舱）`} rules={data.rules} />
      {/* The amount asked for once more before the change order is made (it is due for payment at once). */}
      <Popconfirm
        title={`生成改期订单，应付 ${formatFen(data.totalAmount)}？`}
        description={`改期费 ${formatFen(data.changeFee)} + 票价差额 ${formatFen(data.fareDifference)} = 应付 ${formatFen(data.totalAmount)}，请在支付时限内支付。`}
        okText="确认改期"
        cancelText="返回"
        onConfirm={() => create.submit({ ...target, expectedTotal: data.totalAmount })}
      >
        <Button type="primary" loading={create.isPending} disabled={quote.isFetching}>
          确认改期并生成改期订单
        </Button>
      </Popconfirm>
    </Space>
  );
}

function ChangeFlow({ order, state }: { order: ScatteredOrderDetail; state: ChangeState }) {
  const [, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChoiceValues>();
  const segmentNo = (Form.useWatch('segmentNo', form) as number | undefined) ?? state.segmentNo ?? order.segments[0]!.segmentNo;
  const changeable = order.tickets.filter((ticket) => ticket.changeable && ticket.segmentNo === segmentNo);
  const go = (next: ChangeState) => setSearch(new URLSearchParams(changeSearch(next).slice(1)), { replace: false });

  useEffect(() => {
    form.setFieldsValue({
      segmentNo: state.segmentNo ?? order.segments[0]!.segmentNo,
      passengerIds: state.passengerIds ?? [],
      ...(state.flightDate ? { date: dayjs(state.flightDate) } : {}),
    });
  }, [form, order, state.segmentNo, state.passengerIds, state.flightDate]);

  const choice =
    state.passengerIds && state.segmentNo && state.flightDate
      ? { orderNo: order.orderNo, passengerIds: state.passengerIds, segmentNo: state.segmentNo }
      : null;
  const flights = useQuery({
    ...changeShoppingQuery(choice ?? { orderNo: order.orderNo, passengerIds: [], segmentNo: 0 }, state.flightDate ?? ''),
    enabled: choice !== null,
  });
  const today = gatewayDayjs().startOf('day');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="1. 选择旅客和航段" size="small">
        <Form<ChoiceValues>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            go({
              orderNo: order.orderNo,
              segmentNo: values.segmentNo,
              passengerIds: values.passengerIds,
              flightDate: values.date.format(DATE_FORMAT),
            })
          }
        >
          <Form.Item name="segmentNo" label="航段" rules={[{ required: true, message: '请选择航段' }]}>
            <Radio.Group
              options={order.segments.map((segment) => ({
                value: segment.segmentNo,
                label: `${segment.depAirport}-${segment.arrAirport} ${segment.flightNo} ${segment.flightDate} ${segment.cabin}舱`,
              }))}
            />
          </Form.Item>
          <Form.Item name="passengerIds" label="旅客" required rules={[atLeastOne('请选择改期的旅客')]}>
            {changeable.length === 0 ? (
              <Typography.Text type="secondary">该航段没有可改期的客票</Typography.Text>
            ) : (
              <CheckboxGroupField
                options={changeable.map((ticket) => ({
                  value: ticket.passengerId,
                  label: `${ticket.passengerName}（${ticket.ticketNo}）`,
                }))}
              />
            )}
          </Form.Item>
          <Form.Item name="date" label="新的航班日期" rules={[{ required: true, message: '请选择新的航班日期' }]}>
            <DatePicker aria-label="新的航班日期" format={DATE_FORMAT} disabledDate={(day) => day.isBefore(today, 'day')} />
          </Form.Item>
          <Button htmlType="submit" type="primary">
            查询航班
          </Button>
        </Form>
      </Card>
      {choice && (
        <Card title="2. 选择新航班" size="small" loading={flights.isPending}>
          {flights.isError ? (
            <LoadFailed onRetry={() => void flights.refetch()} />
          ) : (
            flights.data && (
              <FlightChoice
                flights={flights.data}
                chosen={state}
                onChoose={(flight, offer) => go({ ...state, flightNo: flight.flightNo, cabin: offer.cabin })}
              />
            )
          )}
        </Card>
      )}
      {choice && state.flightNo && state.cabin && (
        <Card title="3. 票价差额与改期费" size="small">
          <Quote
            target={{ ...choice, flightNo: state.flightNo, flightDate: state.flightDate!, cabin: state.cabin }}
            onDone={(orderNo) => {
              void message.success(`改期订单 ${orderNo} 已生成，请在支付时限内支付，出票后新客票替换原客票`);
              void navigate(href('scatteredOrderDetail', { orderNo }));
            }}
          />
        </Card>
      )}
    </Space>
  );
}

/** /agent/orderCenter/scattered-order/change: passengers and a segment → the new flight → the difference and the fee → a change order to pay. */
export default function ScatteredChangePage() {
  const [search] = useSearchParams();
  const state = readChangeState(search);
  const order = useQuery({ ...scatteredOrderDetail.query(state?.orderNo ?? ''), enabled: state !== null });
  if (!state)
    return (
      <Page>
        <Result
          status="info"
          title="请从散客订单详情选择要改期的订单"
          extra={
            <ButtonLink type="primary" to={href('scatteredOrders')}>
              散客订单
            </ButtonLink>
          }
        />
      </Page>
    );
  return (
    <Page extra={<ButtonLink to={href('scatteredOrderDetail', { orderNo: state.orderNo })}>返回订单 {state.orderNo}</ButtonLink>}>
      {order.isError ? (
        <LoadFailed onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <ChangeGate order={order.data} state={state} />
      ) : null}
    </Page>
  );
}

/** The flow when the registry's gate lets the user change the order now (the gateway allows CHANGE, the user's functions permit it). */
function ChangeGate({ order, state }: { order: ScatteredOrderDetail; state: ChangeState }) {
  const { may } = useEntityActions(SCATTERED_ORDER_ACTIONS, order);
  if (may('CHANGE')) return <ChangeFlow order={order} state={state} />;
  const reason = order.actionNotes.CHANGE ?? '只有已出票且有未使用客票的订单可以改期。';
  return <Alert type="warning" showIcon title={`订单 ${state.orderNo} 当前不能改期`} description={reason} />;
}
