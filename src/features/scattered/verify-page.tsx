import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { QuoteFares } from '@/components/booking/fare-table';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import {
  emptyRowCount,
  fillEmptyRows,
  ListPassengerPicker,
  PassengerFields,
  passengerRows,
  rowFromInput,
  toPassengerInput,
  type PassengerRowValues,
} from '@/components/booking/passenger-fields';
import { QuoteOutcome } from '@/components/booking/quote-outcome';
import { ButtonLink } from '@/components/button-link';
import { DeviceHistoryCard } from '@/components/device-history-card';
import { ContactFields, contactOfUser, toOrderContact, type ContactValues } from '@/components/order/contact-fields';
import { Page } from '@/components/page';
import { formatDateTime, formatFen } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import { useSessionUser } from '@/lib/current-user';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep } from '@/lib/flow-kit';
import type { ImportedPnr, OrderContact, PassengerCounts, PassengerInput, ScatteredQuote, ScatteredSelection } from '@/lib/gateway';
import { importedPnrKey, SHOPPING_IN_PLACE_CODES, verifyQuery } from './api';
import { scatteredFlow, type ChosenNeeds, type ScatteredState, type ScatteredStep } from './flow';

export const loader = scatteredFlow.loader('verify');

export interface VerifyValues {
  passengers: PassengerRowValues[];
  contact: ContactValues;
}

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
export default function ScatteredVerifyPage() {
  const { state, needs } = useFlowStep<ScatteredState, ChosenNeeds, ScatteredStep>(scatteredFlow, 'verify');
  if (!state || !needs) return <FlowGuard flow={scatteredFlow} step="verify" state={state} />;
  return <VerifyForm state={state} counts={needs.counts} selections={needs.selections} />;
}

function VerifyForm({ state, counts, selections }: { state: ScatteredState; counts: PassengerCounts; selections: ScatteredSelection[] }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const quote = useQuery(verifyQuery({ selections, ...counts }));
  const [form] = Form.useForm<VerifyValues>();
  // One draft per PNR or set of counts: a draft typed for other counts does not fit these rows.
  const draft = useFormDraft(
    form,
    `scattered-passengers-${state.pnr ?? ''}-${counts.adultCount}-${counts.childCount}-${counts.infantCount}`,
  );
  const searchHref = scatteredFlow.href('search', { trip: state.trip, counts });

  // An imported PNR's passengers fill the rows still empty (a draft typed over them wins).
  useEffect(() => {
    const imported = state.pnr ? queryClient.getQueryData<ImportedPnr>(importedPnrKey(state.pnr)) : undefined;
    if (!imported) return;
    const rows = (form.getFieldValue('passengers') ?? []) as PassengerRowValues[];
    if (emptyRowCount(rows) < rows.length) return;
    form.setFieldsValue({ passengers: imported.passengers.map(rowFromInput), ...(imported.contact ? { contact: imported.contact } : {}) });
  }, [state.pnr, queryClient, form]);

  const pick = (picked: Parameters<typeof fillEmptyRows>[1]) => {
    const current = (form.getFieldValue('passengers') ?? []) as PassengerRowValues[];
    const filled = fillEmptyRows(current, picked);
    form.setFieldsValue({ passengers: filled.rows });
    draft.onValuesChange({}, form.getFieldsValue(true) as VerifyValues);
    if (filled.skipped.length > 0) void message.warning(`${filled.skipped.join('、')}的旅客类型没有空位，未添加`);
  };

  const onFinish = (values: VerifyValues) => {
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
      <Form<VerifyValues>
        form={form}
        layout="vertical"
        initialValues={{ passengers: passengerRows(counts), contact: contactOfUser(user) }}
        onValuesChange={draft.onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
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
          <Card
            title={`乘机人（成人${counts.adultCount} 儿童${counts.childCount} 婴儿${counts.infantCount}）`}
            extra={<ListPassengerPicker listName="passengers" room={emptyRowCount} onPick={pick} />}
          >
            <Form.List name="passengers">
              {(fields) =>
                fields.map((field) => (
                  <div key={field.key}>
                    <Typography.Text strong>乘机人{field.name + 1}</Typography.Text>
                    <PassengerFields listName="passengers" index={field.name} departureDate={state.trip.date} />
                  </div>
                ))
              }
            </Form.List>
          </Card>
          <DeviceHistoryCard />
          <Card title="联系人">
            <ContactFields nameLabel="联系人姓名" />
          </Card>
          <Button type="primary" htmlType="submit" disabled={!quote.data}>
            下一步：确认订单
          </Button>
        </Space>
      </Form>
    </Page>
  );
}
