import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { QuoteFares } from '@/components/booking/fare-table';
import { FlightLine } from '@/components/booking/flight-columns';
import { flowStepScreen, FlowSteps } from '@/components/booking/flow';
import { toPassengerInput } from '@/components/booking/passenger-fields';
import {
  ContactCard,
  PassengersCard,
  PassengersForm,
  usePassengersForm,
  type PassengersValues,
} from '@/components/booking/passengers-form';
import { QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useCreateRefusals } from '@/components/booking/use-create-refusals';
import { ButtonLink } from '@/components/button-link';
import { toOrderContact } from '@/components/order/contact-fields';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { TripDirection } from '@/domain/trip';
import { toFlightSearch, type BookingState } from '@/lib/booking-search';
import { useWrite } from '@/lib/mutation-kit';
import { rememberPassengers } from '@/lib/passenger-history';
import { bookingKeys, createIndividualOrder, flightOffersQuery, QUOTE_IN_PLACE_CODES, quoteQuery } from './api';
import { bookingFlow, type BookingStep, type CreateNeeds } from './flow';

export const loader = bookingFlow.loader('create');

/** /normal/book/create: the passengers of the counts chosen, the contact, the total; create → the order awaiting payment. */
export default flowStepScreen<BookingState, CreateNeeds, BookingStep>(bookingFlow, 'create', CreateForm);

function CreateForm({ state, needs: { counts, selections } }: { state: BookingState; needs: CreateNeeds }) {
  const navigate = useNavigate();
  const { label } = useAirports();
  const quote = useQuery(quoteQuery({ selections, ...counts }));
  const flights = useQuery(flightOffersQuery({ ...toFlightSearch(state.trip), ...counts }));
  const passengers = usePassengersForm(`book-passengers-${counts.adultCount}-${counts.childCount}-${counts.infantCount}`);
  const { form, draft } = passengers;
  const priceSearch = bookingFlow.href('price', { trip: state.trip, counts });

  const refusals = useCreateRefusals({
    staleKey: bookingKeys.all,
    chooseAgain: priceSearch,
    updated: '价格明细已更新',
    refetchQuote: quote.refetch,
  });
  const create = useWrite(createIndividualOrder, {
    form,
    draft,
    onSuccess: ({ order }, input) => {
      rememberPassengers(input.passengers);
      void navigate(href('normalOrderDetail', { orderNo: order.orderNo }));
    },
    onError: refusals.onError,
  });

  const onFinish = (values: PassengersValues) => {
    if (!quote.data) return;
    create.submit({
      selections,
      passengers: values.passengers.map(toPassengerInput),
      contact: toOrderContact(values.contact),
      expectedTotal: quote.data.totalAmount,
    });
  };

  const chosen = selections.map((selection) => {
    const list = selection.direction === 'O' ? flights.data?.outbound : flights.data?.inbound;
    return { selection, flight: list?.find((flight) => flight.flightNo === selection.flightNo) };
  });

  return (
    <Page extra={<ButtonLink to={bookingFlow.href('price', state)}>返回选择航班</ButtonLink>}>
      <FlowSteps flow={bookingFlow} current="create" />
      <PassengersForm passengers={passengers} counts={counts} onFinish={onFinish}>
        <Card size="small" title="已选航班">
          <Space orientation="vertical" size={4}>
            {chosen.map(({ selection, flight }) =>
              flight ? (
                <FlightLine
                  key={selection.direction}
                  flight={flight}
                  airportLabel={label}
                  prefix={TripDirection.label(selection.direction)}
                />
              ) : (
                <Typography.Text key={selection.direction}>
                  {TripDirection.label(selection.direction)} {selection.flightNo} {selection.flightDate} {selection.cabin}舱
                </Typography.Text>
              ),
            )}
          </Space>
        </Card>

        <PassengersCard passengers={passengers} title="旅客信息" noun="旅客" counts={counts} departureDate={state.trip.date}>
          <Typography.Paragraph type="secondary">
            请按乘机证件填写；身份证号自动识别出生日期和性别，并按出发日（{state.trip.date}）核对旅客类型。
          </Typography.Paragraph>
        </PassengersCard>

        <ContactCard />

        <Card title="价格明细" loading={quote.isPending}>
          <QuoteOutcome quote={quote} inPlace={QUOTE_IN_PLACE_CODES} chooseAgain={priceSearch} notice={refusals.priceNotice}>
            {(data) => <QuoteFares quote={data} />}
          </QuoteOutcome>
        </Card>

        <SubmitWithTotal label="订单总价" quote={quote} pending={create.isPending}>
          提交订单
        </SubmitWithTotal>
      </PassengersForm>
    </Page>
  );
}
