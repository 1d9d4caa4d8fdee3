import { useEffect, useRef } from 'react';
import { Button, Card, Empty, Form, InputNumber, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useAirports } from '@/components/booking/airports';
import { BookingNotice } from '@/components/booking/booking-notice';
import { FlowSteps } from '@/components/booking/flow';
import { flightInfoColumns } from '@/components/booking/flight-columns';
import { ItineraryFields, itineraryValues, toTripSearch, type ItineraryValues } from '@/components/booking/itinerary-fields';
import { useFieldRefusal } from '@/components/booking/use-field-refusal';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { TEMP_GROUP } from '@/domain/booking';
import { formatFen } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import type { BookingState, FlightChoice } from '@/lib/booking-search';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep, useFormFromAddress } from '@/lib/flow-kit';
import { ERRORS, type GroupFlightOffer } from '@/lib/gateway';
import { groupFlightsQuery, type GroupFlightRequest } from './api';
import { tempGroupFlow, type TempGroupStep } from './flow';
import { UnpagedTable } from '@/components/unpaged-table';

interface QueryValues extends ItineraryValues {
  groupCount?: number;
}

export const loader = tempGroupFlow.loader('flights');

const COUNT_REFUSALS = { [ERRORS.GROUP_SIZE_INVALID.code]: 'groupCount' } as const;

function GroupFlightTable({
  flights,
  loading,
  groupCount,
  chosen,
  onChoose,
  airportLabel,
  onRetry,
}: {
  flights: readonly GroupFlightOffer[] | undefined;
  loading: boolean;
  groupCount: number;
  chosen: FlightChoice | undefined;
  onChoose: (choice: FlightChoice) => void;
  airportLabel: (code: string) => string;
  onRetry?: () => void;
}) {
  const columns: ColumnsType<GroupFlightOffer> = [
    ...flightInfoColumns<GroupFlightOffer>(airportLabel),
    {
      title: '团队余座',
      dataIndex: 'groupSeatsLeft',
      align: 'right',
      render: (seats: number) => (seats < groupCount ? <Tag>余座不足（{seats}）</Tag> : seats),
    },
    { title: '成人团队价/人', dataIndex: 'adultFare', align: 'right', render: formatFen },
    {
      title: '操作',
      key: 'choose',
      render: (_, flight) => {
        const isChosen = chosen?.flightNo === flight.flightNo;
        return (
          <Button
            size="small"
            type={isChosen ? 'primary' : 'default'}
            disabled={flight.groupSeatsLeft < groupCount}
            aria-pressed={isChosen}
            aria-label={`选择 ${flight.flightNo}`}
            onClick={() => onChoose({ flightNo: flight.flightNo })}
          >
            {isChosen ? '已选' : '选择'}
          </Button>
        );
      },
    },
  ];
  return (
    <UnpagedTable<GroupFlightOffer>
      rowKey="flightNo"
      loading={loading}
      columns={columns}
      dataSource={flights}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: onRetry ? <LoadFailed onRetry={onRetry} /> : <Empty description="当日没有可供团队预订的航班" /> }}
    />
  );
}

/** /agent/due/temp/freightTariff: the itinerary and group size → flights with group seats and the adult group fare. */
export default function TempFlightsPage() {
  const { state, needs, go } = useFlowStep<BookingState, { flights: GroupFlightRequest | null }, TempGroupStep>(tempGroupFlow, 'flights');
  const { label } = useAirports();
  const [form] = Form.useForm<QueryValues>();
  const draft = useFormDraft(form, 'temp-query');
  const request = needs?.flights ?? null;
  const flights = useQuery({ ...groupFlightsQuery(request ?? EMPTY_REQUEST), enabled: request !== null });
  const countRefused = useFieldRefusal(form, flights.error, COUNT_REFUSALS);

  // A search in the address (a reload, 修改查询) wins over the draft, once, when the screen opens.
  useFormFromAddress(form, state && { ...itineraryValues(state.trip), ...(state.count !== undefined ? { groupCount: state.count } : {}) }, {
    follow: false,
  });

  // After 查询航班 the flights found are brought into view (the form above stays as it was).
  const results = useRef<HTMLDivElement>(null);
  const searched = useRef(false);
  useEffect(() => {
    if (!searched.current || flights.isFetching || !flights.data) return;
    searched.current = false;
    results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [flights.isFetching, flights.data]);

  const onFinish = (values: QueryValues) => {
    searched.current = true;
    go('flights', { trip: toTripSearch(values), count: values.groupCount });
  };

  const choose = (direction: TripDirection, choice: FlightChoice) =>
    state && go('flights', { ...state, [direction === 'O' ? 'out' : 'in']: choice }, { replace: true });

  const legs = state?.trip.trip === 'RT' ? (['O', 'I'] as const) : (['O'] as const);
  const complete = state && request && state.out && (state.trip.trip === 'OW' || state.in);

  return (
    <Page>
      <FlowSteps flow={tempGroupFlow} current="flights" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card>
          <Form<QueryValues>
            form={form}
            layout="vertical"
            initialValues={{ tripType: 'OW', groupCount: TEMP_GROUP.minSize }}
            onValuesChange={draft.onValuesChange}
            onFinish={onFinish}
            style={{ maxWidth: 560 }}
          >
            <ItineraryFields />
            <Form.Item
              name="groupCount"
              label="团队人数"
              extra={`成人与儿童合计 ${TEMP_GROUP.minSize}-${TEMP_GROUP.maxSize} 人，婴儿不占座`}
              rules={[
                { required: true, message: '请输入团队人数' },
                {
                  type: 'number',
                  min: TEMP_GROUP.minSize,
                  max: TEMP_GROUP.maxSize,
                  message: `团队人数须为${TEMP_GROUP.minSize}-${TEMP_GROUP.maxSize}人`,
                },
              ]}
            >
              <InputNumber aria-label="团队人数" precision={0} suffix="人" />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询航班
            </Button>
          </Form>
        </Card>
        <BookingNotice />
        <div ref={results} data-results="flights" style={{ scrollMarginTop: 72 }} />
        {state &&
          request &&
          !countRefused &&
          legs.map((direction) => (
            <Card
              key={direction}
              title={`${TripDirection.label(direction)} · ${
                direction === 'O'
                  ? `${label(state.trip.from)} → ${label(state.trip.to)} ${state.trip.date}`
                  : `${label(state.trip.to)} → ${label(state.trip.from)} ${state.trip.ret ?? ''}`
              } · ${request.groupCount}人`}
            >
              <GroupFlightTable
                flights={direction === 'O' ? flights.data?.outbound : flights.data?.inbound}
                loading={flights.isFetching}
                groupCount={request.groupCount}
                chosen={direction === 'O' ? state.out : state.in}
                onChoose={(choice) => choose(direction, choice)}
                airportLabel={label}
                onRetry={retryOf(flights)}
              />
            </Card>
          ))}
        {complete ? (
          <div>
            <ButtonLink
              type="primary"
              to={tempGroupFlow.href('price', { ...state, counts: { adultCount: request.groupCount, childCount: 0, infantCount: 0 } })}
            >
              下一步：计算团队运价
            </ButtonLink>
          </div>
        ) : (
          state &&
          request && (
            <Typography.Paragraph type="secondary">
              {state.trip.trip === 'RT' ? '请分别选择去程和回程航班，' : '请选择航班，'}然后计算团队运价。
            </Typography.Paragraph>
          )
        )}
      </Space>
    </Page>
  );
}

/** Only for the disabled query before the address holds a search (hooks run unconditionally). */
const EMPTY_REQUEST: GroupFlightRequest = { depAirport: '', arrAirport: '', flightDate: '', tripType: 'OW', groupCount: 0 };
