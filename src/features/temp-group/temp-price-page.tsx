import { Alert, Button, Card, Form, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FlowGuard, FlowSteps, StaleAnswer } from '@/components/booking/flow';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { QuoteOutcome } from '@/components/booking/quote-outcome';
import { useFieldRefusal } from '@/components/booking/use-field-refusal';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { TEMP_GROUP } from '@/domain/booking';
import type { BookingState } from '@/lib/booking-search';
import { useFlowStep, useFormFromAddress, useStaleAnswer, type FlowGo } from '@/lib/flow-kit';
import { COUNT_FIELD_CODES, groupQuoteQuery, QUOTE_IN_PLACE_CODES, tempGroupKeys, type GroupReads } from './api';
import { tempGroupFlow, type TempGroupStep } from './flow';
import { ChosenFlights } from './chosen-flights';
import { GroupQuoteSummary } from '@/components/booking/group-quote-summary';

const GROUP_SEATS = { min: TEMP_GROUP.minSize, max: TEMP_GROUP.maxSize };

/** The counts a quote is for: blank counts are none. */
const countsKey = (values: CountValues): string => `${values.adultCount ?? 0}/${values.childCount ?? 0}/${values.infantCount ?? 0}`;

export const loader = tempGroupFlow.loader('price');

/** /agent/due/temp/price: the chosen flights and the counts by type → the group fare, deposit and deadlines. */
export default function TempPricePage() {
  const step = useFlowStep<BookingState, GroupReads, TempGroupStep>(tempGroupFlow, 'price');
  if (!step.state || !step.needs) return <FlowGuard flow={tempGroupFlow} step="price" state={step.state} />;
  return <PriceScreen state={step.state} reads={step.needs} go={step.go} />;
}

function PriceScreen({ state, reads, go }: { state: BookingState; reads: GroupReads; go: FlowGo<BookingState, TempGroupStep> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CountValues>();
  const quote = useQuery(groupQuoteQuery(reads.quote));
  const atField = useFieldRefusal(form, quote.error, COUNT_FIELD_CODES);
  const flightsSearch = tempGroupFlow.href('flights', { trip: state.trip, count: reads.flights.groupCount });
  // The form follows the address (back/forward between counts).
  useFormFromAddress(form, state.counts, { follow: true });
  // Counts changed since the quote on screen: it prices the old ones, and 下一步 would carry them.
  const stale = useStaleAnswer<CountValues>(form, state.counts ?? null, countsKey);

  const onFinish = (values: CountValues) =>
    go(
      'price',
      {
        ...state,
        counts: { adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 },
      },
      { replace: true },
    );

  const chooseAgain = () => {
    void queryClient.invalidateQueries({ queryKey: tempGroupKeys.all, refetchType: 'none' });
    void navigate(flightsSearch);
  };

  return (
    <Page extra={<ButtonLink to={tempGroupFlow.href('flights', { ...state, counts: undefined })}>重新选择航班</ButtonLink>}>
      <FlowSteps flow={tempGroupFlow} current="price" />
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
            <QuoteOutcome quote={quote} inPlace={QUOTE_IN_PLACE_CODES} chooseAgain={chooseAgain}>
              {(data) => (
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  {stale && <StaleAnswer action="重新计价" />}
                  <GroupQuoteSummary quote={data} />
                  <div>
                    {stale ? (
                      <Button type="primary" disabled>
                        下一步：填写团队信息
                      </Button>
                    ) : (
                      <ButtonLink type="primary" to={tempGroupFlow.href('create', state)}>
                        下一步：填写团队信息
                      </ButtonLink>
                    )}
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
