import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAirports } from '@/components/booking/airports';
import { BookingNotice } from '@/components/booking/booking-notice';
import { QuoteFares } from '@/components/booking/fare-table';
import { flightInfoColumns, FlightLine } from '@/components/booking/flight-columns';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import { QuoteOutcome } from '@/components/booking/quote-outcome';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { formatSeatsLeft } from '@/domain/booking';
import { formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { TripDirection } from '@/domain/trip';
import { seatHolders, toFlightSearch, type BookingState, type FlightChoice } from '@/lib/booking-search';
import { useFlowStep } from '@/lib/flow-kit';
import type { CabinOffer, FlightOffer, PassengerCounts } from '@/lib/gateway';
import { bookingKeys, flightOffersQuery, QUOTE_IN_PLACE_CODES, quoteQuery, type QuoteRequest } from './api';
import { bookingFlow, type BookingStep, type FlightsNeeds } from './flow';
import { UnpagedTable } from '@/components/unpaged-table';

export const loader = bookingFlow.loader('price');

/** One row per cabin of a flight; the flight's cells span its cabins. */
interface CabinRow extends FlightOffer {
  key: string;
  offer?: CabinOffer;
  span: number;
}

function cabinRows(flights: readonly FlightOffer[]): CabinRow[] {
  return flights.flatMap((flight) =>
    flight.cabins.length === 0
      ? [{ ...flight, key: flight.flightNo, span: 1 }]
      : flight.cabins.map((offer, index) => ({
          ...flight,
          key: `${flight.flightNo}~${offer.cabin}`,
          offer,
          span: index === 0 ? flight.cabins.length : 0,
        })),
  );
}

function CabinTable({
  flights,
  loading,
  counts,
  chosen,
  onChoose,
  airportLabel,
  onRetry,
}: {
  flights: readonly FlightOffer[] | undefined;
  loading: boolean;
  counts: PassengerCounts;
  chosen: FlightChoice | undefined;
  onChoose: (choice: FlightChoice) => void;
  airportLabel: (code: string) => string;
  onRetry?: () => void;
}) {
  const seats = seatHolders(counts);
  const columns: ColumnsType<CabinRow> = [
    ...flightInfoColumns<CabinRow>(airportLabel, (row) => row.span),
    {
      title: '舱位',
      key: 'cabin',
      render: (_, row) => (row.offer ? `${row.offer.cabinName} ${row.offer.cabin}` : '无可售舱位'),
    },
    {
      title: '余座',
      key: 'seats',
      render: (_, row) =>
        row.offer && (row.offer.seatsLeft < seats ? <Tag color="default">余座不足</Tag> : formatSeatsLeft(row.offer.seatsLeft)),
    },
    ...PassengerType.values.map((type) => ({
      title: `${PassengerType.label(type)}票价`,
      key: `fare-${type}`,
      align: 'right' as const,
      render: (_: unknown, row: CabinRow) => row.offer && formatFen(row.offer.fares[type]),
    })),
    { title: '机建燃油', key: 'tax', align: 'right', render: (_, row) => row.offer && formatFen(row.offer.taxes.ADT) },
    // The rule text wraps within its column so the table (选择 with it) fits a 1440 px screen.
    { title: '退改规则', key: 'rule', render: (_, row) => row.offer && <div className="rule-summary">{row.offer.ruleSummary}</div> },
    {
      title: '操作',
      key: 'choose',
      // Pinned: on a narrow screen the table scrolls under it, 选择 stays in view.
      fixed: 'right',
      render: (_, row) => {
        if (!row.offer) return null;
        const isChosen = chosen?.flightNo === row.flightNo && chosen.cabin === row.offer.cabin;
        return (
          <Button
            type={isChosen ? 'primary' : 'default'}
            size="small"
            disabled={row.offer.seatsLeft < seats}
            aria-pressed={isChosen}
            aria-label={`选择 ${row.flightNo} ${row.offer.cabinName} ${row.offer.cabin}`}
            onClick={() => onChoose({ flightNo: row.flightNo, cabin: row.offer!.cabin })}
          >
            {isChosen ? '已选' : '选择'}
          </Button>
        );
      },
    },
  ];
  return (
    <UnpagedTable<CabinRow>
      bordered
      rowKey="key"
      loading={loading}
      columns={columns}
      dataSource={flights ? cabinRows(flights) : undefined}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: onRetry ? <LoadFailed onRetry={onRetry} /> : <Empty description="当日没有可预订的航班" /> }}
    />
  );
}

function QuoteCard({ request, onChooseAgain, next }: { request: QuoteRequest; onChooseAgain: () => void; next: string }) {
  const quote = useQuery(quoteQuery(request));
  return (
    <Card title="价格明细" loading={quote.isPending}>
      <QuoteOutcome quote={quote} inPlace={QUOTE_IN_PLACE_CODES} chooseAgain={onChooseAgain}>
        {(data) => (
          <QuoteFares quote={data}>
            <div>
              <ButtonLink type="primary" to={next}>
                下一步：填写旅客信息
              </ButtonLink>
            </div>
          </QuoteFares>
        )}
      </QuoteOutcome>
    </Card>
  );
}

/** /normal/book/price: the flights of the search by cabin; choosing each leg prices the trip. */
export default function PricePage() {
  const { state, needs, go } = useFlowStep<BookingState, FlightsNeeds, BookingStep>(bookingFlow, 'price');
  const queryClient = useQueryClient();
  const { label } = useAirports();
  const flights = useQuery({
    ...flightOffersQuery(state && needs ? { ...toFlightSearch(state.trip), ...needs.counts } : EMPTY_SEARCH),
    enabled: needs !== null,
  });

  if (!state || !needs) return <FlowGuard flow={bookingFlow} step="price" state={state} />;

  const { trip } = state;
  const { counts, selections } = needs;
  const choose = (direction: TripDirection, choice: FlightChoice) =>
    go('price', { ...state, [direction === 'O' ? 'out' : 'in']: choice }, { replace: true });
  const chooseAgain = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    go('price', { trip, counts }, { replace: true });
  };
  const legs = trip.trip === 'RT' ? (['O', 'I'] as const) : (['O'] as const);
  const chosenFlight = (direction: TripDirection) => {
    const choice = direction === 'O' ? state.out : state.in;
    const list = direction === 'O' ? flights.data?.outbound : flights.data?.inbound;
    return choice && list?.find((flight) => flight.flightNo === choice.flightNo);
  };

  return (
    <Page extra={<ButtonLink to={bookingFlow.href('reserver', { trip, counts })}>修改查询</ButtonLink>}>
      <FlowSteps flow={bookingFlow} current="price" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap size="large">
            <Typography.Text strong>
              {label(trip.from)} → {label(trip.to)}
            </Typography.Text>
            <Typography.Text>{trip.trip === 'RT' ? `往返 ${trip.date} / ${trip.ret ?? ''}` : `单程 ${trip.date}`}</Typography.Text>
            <Typography.Text>
              成人{counts.adultCount} 儿童{counts.childCount} 婴儿{counts.infantCount}
            </Typography.Text>
          </Space>
        </Card>
        <BookingNotice />
        {legs.map((direction) => (
          <Card
            key={direction}
            title={`${TripDirection.label(direction)} · ${direction === 'O' ? `${label(trip.from)} → ${label(trip.to)} ${trip.date}` : `${label(trip.to)} → ${label(trip.from)} ${trip.ret ?? ''}`}`}
          >
            <CabinTable
              flights={direction === 'O' ? flights.data?.outbound : flights.data?.inbound}
              loading={flights.isFetching}
              counts={counts}
              chosen={direction === 'O' ? state.out : state.in}
              onChoose={(choice) => choose(direction, choice)}
              airportLabel={label}
              onRetry={retryOf(flights)}
            />
          </Card>
        ))}
        {selections ? (
          <>
            <Card size="small" title="已选航班">
              <Space orientation="vertical" size={4}>
                {legs.map((direction) => {
                  const flight = chosenFlight(direction);
                  return (
                    flight && <FlightLine key={direction} flight={flight} airportLabel={label} prefix={TripDirection.label(direction)} />
                  );
                })}
              </Space>
            </Card>
            <QuoteCard request={{ selections, ...counts }} onChooseAgain={chooseAgain} next={bookingFlow.href('create', state)} />
          </>
        ) : (
          <Typography.Paragraph type="secondary">
            {trip.trip === 'RT' ? '请分别选择去程和回程的航班舱位，' : '请选择航班舱位，'}选好后显示价格明细。
          </Typography.Paragraph>
        )}
      </Space>
    </Page>
  );
}

/** Only for the disabled query before an address is usable (hooks run unconditionally). */
const EMPTY_SEARCH = {
  depAirport: '',
  arrAirport: '',
  flightDate: '',
  tripType: 'OW',
  adultCount: 0,
  childCount: 0,
  infantCount: 0,
} as const;
