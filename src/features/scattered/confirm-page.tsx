import { App, Card, Descriptions, Form, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { FareTable } from '@/components/booking/fare-table';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import { ChooseFirst, QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useCreateRefusals } from '@/components/booking/use-create-refusals';
import { ButtonLink } from '@/components/button-link';
import { ContactFacts } from '@/components/order/contact-fields';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { IdType, PassengerType } from '@/domain/passenger';
import { TripDirection } from '@/domain/trip';
import { useFlowStep } from '@/lib/flow-kit';
import type { PassengerInput } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { rememberPassengers } from '@/lib/passenger-history';
import { confirmQuery, createScatteredOrder, SHOPPING_IN_PLACE_CODES } from './api';
import { scatteredFlow, type ChosenNeeds, type ScatteredState, type ScatteredStep } from './flow';
import { FareChanges, type ConfirmHandover } from './verify-page';

export const loader = scatteredFlow.loader('confirm');

const PASSENGER_COLUMNS = [
  { title: '姓名', dataIndex: 'name' },
  { title: '类型', dataIndex: 'passengerType', render: (type: string) => PassengerType.label(type) },
  { title: '证件', key: 'id', render: (_: unknown, row: PassengerInput) => `${IdType.label(row.idType)} ${row.idNo}` },
  { title: '手机号', dataIndex: 'mobile', render: (mobile?: string) => mobile ?? '-' },
];

const isHandover = (value: unknown): value is ConfirmHandover =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ConfirmHandover).passengers) &&
  typeof (value as ConfirmHandover).expectedTotal === 'number';

/** /agent/due/scattered/confirm: the summary and create → the order awaiting payment. */
export default function ScatteredConfirmPage() {
  const { state, needs } = useFlowStep<ScatteredState, ChosenNeeds, ScatteredStep>(scatteredFlow, 'confirm');
  const location = useLocation();
  if (!state || !needs) return <FlowGuard flow={scatteredFlow} step="confirm" state={state} />;
  // The passengers are not in the address: after a reload or a new login they are entered (from the draft) again.
  if (!isHandover(location.state))
    return <ChooseFirst title="请先填写旅客信息" to={scatteredFlow.href('verify', state)} action="填写旅客" />;
  return <Summary state={state} needs={needs} handover={location.state} />;
}

function Summary({ state, needs, handover }: { state: ScatteredState; needs: ChosenNeeds; handover: ConfirmHandover }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const quote = useQuery(confirmQuery(needs.selections, handover.passengers));
  const refusals = useCreateRefusals({
    staleKey: ['scattered'],
    chooseAgain: scatteredFlow.href('search', state),
    updated: '订单总价已更新',
    refetchQuote: quote.refetch,
  });
  const changedSinceVerify = quote.data !== undefined && quote.data.totalAmount !== handover.expectedTotal;
  const create = useWrite(createScatteredOrder, {
    onSuccess: ({ order }, input) => {
      rememberPassengers(input.passengers);
      void message.success(`订单 ${order.orderNo} 已生成，请在支付时限内完成支付`);
      void navigate(href('scatteredOrderDetail', { orderNo: order.orderNo }));
    },
    onError: refusals.onError,
  });
  const submit = () => {
    if (!quote.data) return;
    create.submit({
      selections: needs.selections,
      passengers: handover.passengers,
      contact: handover.contact,
      expectedTotal: quote.data.totalAmount,
      ...(state.pnr ? { pnr: state.pnr } : {}),
    });
  };

  return (
    <Page extra={<ButtonLink to={scatteredFlow.href('verify', state)}>返回修改旅客</ButtonLink>}>
      <FlowSteps flow={scatteredFlow} current="confirm" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="航班" size="small">
          <Descriptions
            size="small"
            column={1}
            items={needs.selections.map((selection) => ({
              key: selection.direction,
              label: TripDirection.label(selection.direction),
              children: `${selection.flightNo} ${selection.flightDate} ${selection.cabin}舱`,
            }))}
          />
        </Card>
        <Card title="乘机人" size="small">
          <Table rowKey="idNo" size="small" pagination={false} columns={PASSENGER_COLUMNS} dataSource={handover.passengers} />
        </Card>
        <Card title="联系人" size="small">
          <ContactFacts contact={handover.contact} />
        </Card>
        <Card title="价格" loading={quote.isPending}>
          <QuoteOutcome
            quote={quote}
            inPlace={SHOPPING_IN_PLACE_CODES}
            chooseAgain={scatteredFlow.href('search', state)}
            notice={
              refusals.priceNotice ?? (changedSinceVerify ? '订单总价与旅客信息页显示的不同（票价已变化），请确认后再提交。' : undefined)
            }
          >
            {(data) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <FareChanges quote={data} />
                <FareTable fares={data.fares} totalAmount={data.totalAmount} />
                <Typography.Text type="secondary">
                  提交后生成待支付订单，须于 {formatDateTime(data.paymentDeadline)} 前完成支付，逾期自动取消。
                </Typography.Text>
              </Space>
            )}
          </QuoteOutcome>
        </Card>
        <Form onFinish={submit}>
          <SubmitWithTotal label="订单总价" quote={quote} pending={create.isPending}>
            提交订单
          </SubmitWithTotal>
        </Form>
      </Space>
    </Page>
  );
}
