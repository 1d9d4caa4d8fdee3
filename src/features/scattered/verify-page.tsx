import { useEffect } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { QuoteFares } from '@/components/booking/fare-table';
import { flowStepScreen, FlowSteps } from '@/components/booking/flow';
import { emptyRowCount, rowFromInput, toPassengerInput, type PassengerRowValues } from '@/components/booking/passenger-fields';
import {
  ContactCard,
  PassengersCard,
  PassengersForm,
  usePassengersForm,
  type PassengersValues,
} from '@/components/booking/passengers-form';
import { QuoteOutcome } from '@/components/booking/quote-outcome';
import { ButtonLink } from '@/components/button-link';
import { DeviceHistoryCard } from '@/components/device-history-card';
import { toOrderContact } from '@/components/order/contact-fields';
import { Page } from '@/components/page';
import { formatDateTime, formatFen } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import type { ImportedPnr, OrderContact, PassengerInput, ScatteredQuote } from '@/lib/gateway';
import { importedPnrKey, SHOPPING_IN_PLACE_CODES, verifyQuery } from './api';
import { scatteredFlow, type ChosenNeeds, type ScatteredState, type ScatteredStep } from './flow';

export const loader = scatteredFlow.loader('verify');

/** What the summary shows and creates from: handed over in the navigation, never in the address. */
export interface ConfirmHandover {
  passengers: PassengerInput[];
  contact: OrderContact;
  expectedTotal: number;
}

/** Legs whose fare changed since shopping, old and new. */
export function FareChanges({ quote }: { quote: ScatteredQuote }) {
  const changed = quote.legs.filter((leg) => leg.changed);
  if (changed.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="票价已变化"
      description={
        <Space orientation="vertical" size={0}>
          {changed.map((leg) => (
            <span key={leg.direction}>
              {TripDirection.label(leg.direction)} {leg.flightNo} {leg.cabin}舱 成人票价：原 {formatFen(leg.seenFare ?? 0)}，现{' '}
              {formatFen(leg.fare)}
            </span>
          ))}
        </Space>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** /agent/due/scattered/verify: passengers (常用旅客, the local history, an imported PNR), contact, the price verified again. */
export default flowStepScreen<ScatteredState, ChosenNeeds, ScatteredStep>(scatteredFlow, 'verify', VerifyForm);

function VerifyForm({ state, needs: { counts, selections } }: { state: ScatteredState; needs: ChosenNeeds }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuery(verifyQuery({ selections, ...counts }));
  // One draft per PNR too: an imported PNR fills its own rows.
  const passengers = usePassengersForm(
    `scattered-passengers-${state.pnr ?? ''}-${counts.adultCount}-${counts.childCount}-${counts.infantCount}`,
  );
  const { form } = passengers;
  const searchHref = scatteredFlow.href('search', { trip: state.trip, counts });

  // An imported PNR's passengers fill the rows still empty (a draft typed over them wins).
  useEffect(() => {
    const imported = state.pnr ? queryClient.getQueryData<ImportedPnr>(importedPnrKey(state.pnr)) : undefined;
    if (!imported) return;
    const rows = (form.getFieldValue('passengers') ?? []) as PassengerRowValues[];
    if (emptyRowCount(rows) < rows.length) return;
    form.setFieldsValue({ passengers: imported.passengers.map(rowFromInput), ...(imported.contact ? { contact: imported.contact } : {}) });
  }, [state.pnr, queryClient, form]);

  const onFinish = (values: PassengersValues) => {
    if (!quote.data) return;
    const handover: ConfirmHandover = {
      passengers: values.passengers.map(toPassengerInput),
      contact: toOrderContact(values.contact),
      expectedTotal: quote.data.totalAmount,
    };
    void navigate(scatteredFlow.href('confirm', state), { state: handover });
  };

  return (
    <Page extra={<ButtonLink to={scatteredFlow.href('search', state)}>返回选择航班</ButtonLink>}>
      <FlowSteps flow={scatteredFlow} current="verify" />
      <PassengersForm passengers={passengers} counts={counts} onFinish={onFinish}>
        {state.pnr && <Alert type="info" showIcon title={`已从PNR ${state.pnr} 导入旅客和航段，请核对旅客信息`} />}
        <Card title="价格核验" loading={quote.isPending}>
          <QuoteOutcome quote={quote} inPlace={SHOPPING_IN_PLACE_CODES} chooseAgain={searchHref}>
            {(data) => (
              <>
                <FareChanges quote={data} />
                <Typography.Paragraph>
                  已选：
                  {data.legs
                    .map((leg) => `${TripDirection.label(leg.direction)} ${leg.flightNo} ${leg.flightDate} ${leg.cabin}舱`)
                    .join('；')}
                  。提交后须于 {formatDateTime(data.paymentDeadline)} 前完成支付。
                </Typography.Paragraph>
                <QuoteFares quote={data} />
              </>
            )}
          </QuoteOutcome>
        </Card>
        <PassengersCard passengers={passengers} title="乘机人" noun="乘机人" counts={counts} departureDate={state.trip.date} />
        <DeviceHistoryCard />
        <ContactCard />
        <Button type="primary" htmlType="submit" disabled={!quote.data}>
          下一步：确认订单
        </Button>
      </PassengersForm>
    </Page>
  );
}
