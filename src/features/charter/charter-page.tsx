import { Alert, Button, Card, Descriptions, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useAirports } from '@/components/booking/airports';
import { FlowSteps } from '@/components/booking/flow';
import { GroupDetailsCard, type GroupDetailsValues } from '@/components/booking/group-details-card';
import { GroupQuoteSummary } from '@/components/booking/group-quote-summary';
import { ItineraryFields, itineraryValues, toTripSearch, type ItineraryValues } from '@/components/booking/itinerary-fields';
import { QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useGroupBooking } from '@/components/booking/use-group-booking';
import { useFieldRefusal } from '@/components/booking/use-field-refusal';
import { Page } from '@/components/page';
import { CHARTER_FIGURES, ORDER_FIGURES } from '@/domain/figures';
import { DATE_FORMAT, formatFen } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import { gatewayDayjs } from '@/lib/dates';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep, useFormFromAddress, type FlowGo } from '@/lib/flow-kit';
import type { CharterAircraft, CharterQuote, CharterRequest } from '@/lib/gateway';
import { CHARTER_FIELD_REFUSALS, CHARTER_IN_PLACE_CODES, charterAircraftQuery, charterQuoteQuery, createCharterOrder } from './api';
import { charterFlow, type CharterState, type CharterStep } from './flow';

export const loader = charterFlow.loader('quote');

interface RequestValues extends ItineraryValues {
  aircraftType?: string;
  passengers?: number;
}

/** /agent/due/charter: the aircraft, route, dates and passengers expected → the whole aircraft's lump sum → a BOOKED team order. */
export default function CharterPage() {
  const { state, needs, go } = useFlowStep<CharterState, CharterRequest, CharterStep>(charterFlow, 'quote');
  const aircraft = useQuery(charterAircraftQuery());
  return (
    <Page>
      <FlowSteps flow={charterFlow} current={needs ? 'quote' : 'request'} />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <RequestForm aircraft={aircraft.data?.aircraftList ?? []} state={state} request={needs} go={go} />
        {needs ? (
          <Booking request={needs} />
        ) : (
          <Card size="small">
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              包机按整机计价：订单包含所选机型的全部座位，旅客名单像团队订单一样录入；付款同团队订单（定金{ORDER_FIGURES.depositRate * 100}
              %，出票时限前付清尾款）。 包机须至少提前{CHARTER_FIGURES.minLeadDays}天预订。
            </Typography.Paragraph>
            {aircraft.data && <Includes includes={aircraft.data.includes} />}
          </Card>
        )}
      </Space>
    </Page>
  );
}

function Includes({ includes }: { includes: readonly string[] }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
      包机价格包含：{includes.join('；')}。
    </Typography.Paragraph>
  );
}

/** Whole days from the gateway's today to a date. */
const leadDays = (date: Dayjs) => date.startOf('day').diff(gatewayDayjs().startOf('day'), 'day');

/** The request: the address follows the form (获取报价), and the form shows the address when the screen opens. */
function RequestForm({
  aircraft,
  state,
  request,
  go,
}: {
  aircraft: readonly CharterAircraft[];
  state: CharterState | null;
  request: CharterRequest | null;
  go: FlowGo<CharterState, CharterStep>;
}) {
  const [form] = Form.useForm<RequestValues>();
  const draft = useFormDraft(form, 'charter-request');
  useFormFromAddress(form, state && { ...itineraryValues(state.trip), aircraftType: state.aircraftType, passengers: state.passengers }, {
    follow: false,
  });
  const quote = useQuery({ ...charterQuoteQuery(request ?? EMPTY_REQUEST), enabled: request !== null });
  useFieldRefusal(form, quote.error, CHARTER_FIELD_REFUSALS);
  const aircraftType = Form.useWatch('aircraftType', form) as string | undefined;
  const chosen = aircraft.find((candidate) => candidate.aircraftType === aircraftType);

  const onFinish = (values: RequestValues) => {
    const lead = leadDays(values.date!);
    if (lead < CHARTER_FIGURES.minLeadDays) {
      const earliest = gatewayDayjs().add(CHARTER_FIGURES.minLeadDays, 'day').format(DATE_FORMAT);
      form.setFields([{ name: 'date', errors: [`包机须至少提前${CHARTER_FIGURES.minLeadDays}天预订，最早可选${earliest}`] }]);
      return;
    }
    if (values.tripType === 'RT' && values.returnDate && values.returnDate.diff(values.date!, 'day') > CHARTER_FIGURES.maxStayNights) {
      form.setFields([
        {
          name: 'returnDate',
          errors: [`往返包机的飞机最多留驻${CHARTER_FIGURES.maxStayNights}晚，返程须在出发后${CHARTER_FIGURES.maxStayNights}天内`],
        },
      ]);
      return;
    }
    go(
      'quote',
      { aircraftType: values.aircraftType!, trip: toTripSearch(values), passengers: values.passengers! },
      { replace: state !== null },
    );
  };

  return (
    <Card title="包机需求">
      <Form<RequestValues>
        form={form}
        layout="vertical"
        initialValues={{ tripType: 'OW' }}
        onValuesChange={draft.onValuesChange}
        onFinish={onFinish}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="aircraftType" label="机型" rules={[{ required: true, message: '请选择包机机型' }]}>
          <Select
            aria-label="机型"
            placeholder="请选择机型"
            options={aircraft.map((candidate) => ({ value: candidate.aircraftType, label: `${candidate.name}（${candidate.seats}座）` }))}
          />
        </Form.Item>
        {chosen && (
          <Typography.Paragraph type="secondary">
            {chosen.name}：{chosen.cabins}，共{chosen.seats}座；参考价{formatFen(chosen.hourlyRate)}/飞行小时（平季）。
          </Typography.Paragraph>
        )}
        <ItineraryFields />
        <Form.Item
          name="passengers"
          label="预计旅客人数"
          dependencies={['aircraftType']}
          extra={chosen ? `不超过${chosen.seats}人；订单按整机${chosen.seats}座占座` : '不超过所选机型的座位数'}
          rules={[
            { required: true, message: '请输入预计旅客人数' },
            { type: 'number', min: CHARTER_FIGURES.minPassengers, message: `预计旅客人数至少${CHARTER_FIGURES.minPassengers}人` },
            {
              validator: (_rule, value: number | undefined) =>
                chosen && value !== undefined && value > chosen.seats
                  ? Promise.reject(new Error(`${chosen.name}共${chosen.seats}座，预计旅客不能超过${chosen.seats}人`))
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber aria-label="预计旅客人数" precision={0} suffix="人" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {state ? '重新报价' : '获取报价'}
        </Button>
      </Form>
    </Card>
  );
}

const EMPTY_REQUEST: CharterRequest = { aircraftType: '', depAirport: '', arrAirport: '', tripType: 'OW', flightDate: '', passengers: 0 };

/** The whole aircraft: its flights, seasons and lump sum, what it includes (how the sum was reached is the fare table's, as on the order). */
function CharterSummary({ quote }: { quote: CharterQuote }) {
  const { label } = useAirports();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'aircraft',
            label: '机型与座位',
            children: `${quote.aircraftName}，整机${quote.seats}座（预计旅客${quote.passengers}人）`,
          },
          ...quote.legs.map((leg) => ({
            key: leg.direction,
            label: TripDirection.label(leg.direction),
            children: `${leg.flightDate} ${leg.depTime} ${label(leg.depAirport)} → ${leg.arrTime} ${label(leg.arrAirport)}（航时约${Math.floor(leg.blockMinutes / 60)}小时${leg.blockMinutes % 60}分）`,
          })),
          { key: 'season', label: '季节', children: quote.seasons.join('；') },
          {
            key: 'lumpSum',
            label: '整机包价',
            children: (
              <Typography.Text strong type="danger">
                {formatFen(quote.totalAmount)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Includes includes={quote.includes} />
    </Space>
  );
}

function Booking({ request }: { request: CharterRequest }) {
  const quote = useQuery(charterQuoteQuery(request));
  // The aircraft went to another charter meanwhile, or the request no longer holds: said here.
  const { formProps, create, refused, priceNotice } = useGroupBooking({
    write: createCharterOrder,
    request,
    quote,
    draftId: 'charter-order',
    inPlace: CHARTER_IN_PLACE_CODES,
    fallback: '该包机需求已不可预订',
    staleKey: charterQuoteQuery(request).queryKey,
    chooseAgain: charterFlow.href('request'),
    updated: '包机报价已更新',
  });

  return (
    <Form<GroupDetailsValues> {...formProps}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="包机报价与付款期限" loading={quote.isPending}>
          <QuoteOutcome
            quote={quote}
            inPlace={CHARTER_IN_PLACE_CODES}
            action={<Typography.Text type="secondary">请修改上方包机需求</Typography.Text>}
            notice={priceNotice}
          >
            {(data) => (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <CharterSummary quote={data} />
                <GroupQuoteSummary quote={data} />
              </Space>
            )}
          </QuoteOutcome>
        </Card>
        {quote.data && (
          <>
            <GroupDetailsCard placeholder="如 某公司年会包机" seats={`（共${quote.data.seats}座）`} />
            {refused && <Alert type="warning" showIcon title={refused} description="请修改上方包机需求后重新报价。" />}
            <SubmitWithTotal label="整机包价" quote={quote} pending={create.isPending}>
              提交包机预订
            </SubmitWithTotal>
          </>
        )}
      </Space>
    </Form>
  );
}
