import { useEffect } from 'react';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { ChooseFirst, QuoteOutcome } from '@/components/booking/quote-outcome';
import { useFieldRefusal } from '@/components/booking/use-field-refusal';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { ROUTES } from '@/config/routes';
import { TEMP_GROUP } from '@/domain/booking';
import { bookingSearch, readBookingState, type BookingState } from '@/lib/booking-search';
import {
  COUNT_FIELD_CODES,
  groupFlightsAgain,
  groupQuoteLoader,
  groupQuoteQuery,
  groupReads,
  QUOTE_IN_PLACE_CODES,
  tempGroupKeys,
  type GroupFlightRequest,
  type GroupQuoteRequest,
} from './api';
import { ChosenFlights } from './chosen-flights';
import { GroupQuoteSummary } from './quote-summary';

const GROUP_SEATS = { min: TEMP_GROUP.minSize, max: TEMP_GROUP.maxSize };

export const loader = groupQuoteLoader;

/** /agent/due/temp/price: the chosen flights and the counts by type → the group fare, deposit and deadlines. */
export default function TempPricePage() {
  const [search] = useSearchParams();
  const state = readBookingState(search);
  const reads = groupReads(state);
  if (!state || !reads) {
    return <ChooseFirst title="请先查询并选择航班" to={groupFlightsAgain(state)} action="查询航班" />;
  }
  return <PriceScreen state={state} reads={reads} />;
}

function PriceScreen({ state, reads }: { state: BookingState; reads: { flights: GroupFlightRequest; quote: GroupQuoteRequest } }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CountValues>();
  const quote = useQuery(groupQuoteQuery(reads.quote));
  const atField = useFieldRefusal(form, quote.error, COUNT_FIELD_CODES);
  const flightsSearch = `${ROUTES.tempGroupFlights.path}${bookingSearch({ trip: state.trip, count: reads.flights.groupCount })}`;

  // The form follows the address (back/forward between counts).
  useEffect(() => {
    form.setFieldsValue(state.counts ?? {});
  }, [form, state.counts?.adultCount, state.counts?.childCount, state.counts?.infantCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const onFinish = (values: CountValues) =>
    void navigate(
      { search: bookingSearch({ ...state, counts: { adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 } }) },
      { replace: true },
    );

  const chooseAgain = () => {
    void queryClient.invalidateQueries({ queryKey: tempGroupKeys.all, refetchType: 'none' });
    void navigate(flightsSearch);
  };

  return (
    <Page extra={<ButtonLink to={`${ROUTES.tempGroupFlights.path}${bookingSearch({ ...state, counts: undefined })}`}>重新选择航班</ButtonLink>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ChosenFlights request={reads.flights} selections={reads.quote.selections} />
        <Card title="团队人数">
          <Form<CountValues> form={form} layout="vertical" initialValues={state.counts} onFinish={onFinish}>
            <PassengerCountFields seats={GROUP_SEATS} />
            <Button htmlType="submit">重新计价</Button>
          </Form>
        </Card>
        <Card title="团队运价" loading={quote.isPending}>
          {atField ? (
            <Alert type="warning" showIcon title="请按提示修改团队人数后重新计价" />
          ) : (
            <QuoteOutcome
              quote={quote}
              inPlace={QUOTE_IN_PLACE_CODES}
              action={
                <Button size="small" onClick={chooseAgain}>
                  重新选择
                </Button>
              }
            >
              {(data) => (
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  <GroupQuoteSummary quote={data} />
                  <div>
                    <ButtonLink type="primary" to={`${ROUTES.tempGroupCreate.path}${bookingSearch(state)}`}>
                      下一步：填写团队信息
                    </ButtonLink>
                  </div>
                </Space>
              )}
            </QuoteOutcome>
          )}
        </Card>
      </Space>
    </Page>
  );
}
