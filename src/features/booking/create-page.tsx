import { App, Card, Form, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { QuoteFares } from '@/components/booking/fare-table';
import { FlightLine } from '@/components/booking/flight-columns';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import {
  emptyRowCount,
  fillEmptyRows,
  ListPassengerPicker,
  PassengerFields,
  passengerRows,
  toPassengerInput,
  type PassengerRowValues,
} from '@/components/booking/passenger-fields';
import { QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useCreateRefusals } from '@/components/booking/use-create-refusals';
import { ButtonLink } from '@/components/button-link';
import { ContactFields, contactOfUser, toOrderContact, type ContactValues } from '@/components/order/contact-fields';
import { useSessionUser } from '@/lib/current-user';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { TripDirection } from '@/domain/trip';
import { toFlightSearch, type BookingState } from '@/lib/booking-search';
import { useFormDraft } from '@/lib/drafts';
import type { FlightSelection, PassengerCounts } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { useFlowStep } from '@/lib/flow-kit';
import { rememberPassengers } from '@/lib/passenger-history';
import { bookingKeys, createIndividualOrder, flightOffersQuery, QUOTE_IN_PLACE_CODES, quoteQuery } from './api';
import { bookingFlow, type BookingStep, type CreateNeeds } from './flow';

interface CreateValues {
  passengers: PassengerRowValues[];
  contact: ContactValues;
}

export const loader = bookingFlow.loader('create');

/** /normal/book/create: the passengers of the counts chosen, the contact, the total; create → the order awaiting payment. */
export default function CreatePage() {
  const { state, needs } = useFlowStep<BookingState, CreateNeeds, BookingStep>(bookingFlow, 'create');
  if (!state || !needs) return <FlowGuard flow={bookingFlow} step="create" state={state} />;
  return <CreateForm state={state} counts={needs.counts} selections={needs.selections} />;
}

function CreateForm({ state, counts, selections }: { state: BookingState; counts: PassengerCounts; selections: FlightSelection[] }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const { label } = useAirports();
  const quote = useQuery(quoteQuery({ selections, ...counts }));
  const flights = useQuery(flightOffersQuery({ ...toFlightSearch(state.trip), ...counts }));
  const [form] = Form.useForm<CreateValues>();
  // One draft per set of counts: a draft typed for other counts does not fit these rows.
  const draft = useFormDraft(form, `book-passengers-${counts.adultCount}-${counts.childCount}-${counts.infantCount}`);
  const priceSearch = bookingFlow.href('price', { trip: state.trip, counts });
  const { message } = App.useApp();

  const pick = (picked: Parameters<typeof fillEmptyRows>[1]) => {
    const current = (form.getFieldValue('passengers') ?? []) as PassengerRowValues[];
    const filled = fillEmptyRows(current, picked);
    form.setFieldsValue({ passengers: filled.rows });
    draft.onValuesChange({}, form.getFieldsValue(true) as CreateValues);
    if (filled.skipped.length > 0) void message.warning(`${filled.skipped.join('、')}的旅客类型没有空位，未添加`);
  };

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

  const onFinish = (values: CreateValues) => {
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
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ passengers: passengerRows(counts), contact: contactOfUser(user) }}
        onValuesChange={draft.onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
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

          <Card
            title={`旅客信息（成人${counts.adultCount} 儿童${counts.childCount} 婴儿${counts.infantCount}）`}
            extra={<ListPassengerPicker listName="passengers" room={emptyRowCount} onPick={pick} />}
          >
            <Typography.Paragraph type="secondary">
              请按乘机证件填写；身份证号自动识别出生日期和性别，并按出发日（{state.trip.date}）核对旅客类型。
            </Typography.Paragraph>
            <Form.List name="passengers">
              {(fields) =>
                fields.map((field) => (
                  <div key={field.key}>
                    <Typography.Text strong>旅客{field.name + 1}</Typography.Text>
                    <PassengerFields listName="passengers" index={field.name} departureDate={state.trip.date} />
                  </div>
                ))
              }
            </Form.List>
          </Card>

          <Card title="联系人">
            <ContactFields nameLabel="联系人姓名" />
          </Card>

          <Card title="价格明细" loading={quote.isPending}>
            <QuoteOutcome quote={quote} inPlace={QUOTE_IN_PLACE_CODES} chooseAgain={priceSearch} notice={refusals.priceNotice}>
              {(data) => <QuoteFares quote={data} />}
            </QuoteOutcome>
          </Card>

          <SubmitWithTotal label="订单总价" quote={quote} pending={create.isPending}>
            提交订单
          </SubmitWithTotal>
        </Space>
      </Form>
    </Page>
  );
}
