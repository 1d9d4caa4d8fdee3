import { Alert, Button, Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useAirports } from '@/components/booking/airports';
import { flightInfoColumns } from '@/components/booking/flight-columns';
import { FlowGuard } from '@/components/booking/flow';
import { refusalOf } from '@/components/booking/refusals';
import { EntityActions } from '@/components/actions/entity-actions';
import { PROMO_FLIGHT_ACTIONS } from '@/components/actions/registry';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed } from '@/components/load-failed';
import { formatFen } from '@/domain/format';
import { weekdayOfDate } from '@/domain/weekdays';
import type { PromoFlight, PromoOfferDetail } from '@/lib/gateway';
import { useFlowStep, type FlowGo } from '@/lib/flow-kit';
import { PROMO_IN_PLACE_CODES, promoFlightsQuery, promoOffer } from './api';
import { promoFlow, type FlightNeeds, type PromoState, type PromoStep } from './flow';
import { OfferStepPage } from './offer-summary';
import { UnpagedTable } from '@/components/unpaged-table';

export const loader = promoFlow.loader('flight');

/** /agent/due/promotional/checkAir: the offer's flights on the chosen date, with the offer's seats left on each. */
export default function CheckAirPage() {
  const { state, needs, go } = useFlowStep<PromoState, FlightNeeds, PromoStep>(promoFlow, 'flight');
  const offer = useQuery({ ...promoOffer.query(needs?.offerNo ?? ''), enabled: needs !== null });
  if (!state || !needs) return <FlowGuard flow={promoFlow} step="flight" state={state} />;
  return (
    <OfferStepPage
      step="flight"
      offer={offer}
      extra={<ButtonLink to={promoFlow.href('date', { offerNo: needs.offerNo, date: needs.date })}>重新选择日期</ButtonLink>}
    >
      {(data) => <Flights offer={data} needs={needs} state={state} go={go} />}
    </OfferStepPage>
  );
}

function Flights({
  offer,
  needs,
  state,
  go,
}: {
  offer: PromoOfferDetail;
  needs: FlightNeeds;
  state: PromoState;
  go: FlowGo<PromoState, PromoStep>;
}) {
  const { label } = useAirports();
  const flights = useQuery(promoFlightsQuery(needs.offerNo, needs.date));
  const refusal = refusalOf(flights.error, PROMO_IN_PLACE_CODES);
  const columns: ColumnsType<PromoFlight> = [
    ...flightInfoColumns<PromoFlight>(label),
    {
      title: '特惠余座',
      dataIndex: 'seatsLeft',
      align: 'right',
      render: (seats: number) => (seats < offer.minGroup ? <Tag>余座不足（{seats}）</Tag> : seats),
    },
    { title: '成人特惠价/人', dataIndex: 'adultFare', align: 'right', render: formatFen },
    {
      title: '操作',
      key: 'choose',
      render: (_, flight) => {
        const chosen = state.flightNo === flight.flightNo;
        // Whether the flight may be chosen is the gateway's (allowedActions; declined with its reason in actionNotes).
        const choose = (
          <Button
            size="small"
            type={chosen ? 'primary' : 'default'}
            aria-pressed={chosen}
            aria-label={`选择 ${flight.flightNo}`}
            onClick={() => go('confirm', { ...state, flightNo: flight.flightNo })}
          >
            {chosen ? '已选' : '选择'}
          </Button>
        );
        return (
          <EntityActions
            kit={PROMO_FLIGHT_ACTIONS}
            entity={flight}
            variant="row"
            subject={flight.flightNo}
            handlers={{ CHOOSE: { element: choose } }}
            empty="-"
          />
        );
      },
    },
  ];
  return (
    <Card title={`${needs.date} ${weekdayOfDate(needs.date)} 的航班`}>
      {refusal ? (
        <Alert
          type="warning"
          showIcon
          title={refusal.errorMsg}
          action={
            <Button size="small" onClick={() => void flights.refetch()}>
              重新查询
            </Button>
          }
        />
      ) : (
        <UnpagedTable<PromoFlight>
          rowKey="flightNo"
          loading={flights.isFetching}
          columns={columns}
          dataSource={flights.data}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: flights.isError ? <LoadFailed onRetry={() => void flights.refetch()} /> : '当日没有该产品的航班' }}
        />
      )}
    </Card>
  );
}
