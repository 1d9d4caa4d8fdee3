import { Alert, Button, Card, Form, Space, Typography, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FlowGuard, StaleAnswer } from '@/components/booking/flow';
import { GroupDetailsCard, type GroupDetailsValues } from '@/components/booking/group-details-card';
import { GroupQuoteSummary } from '@/components/booking/group-quote-summary';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { ChooseAgain, QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useGroupBooking } from '@/components/booking/use-group-booking';
import { ButtonLink } from '@/components/button-link';
import { weekdayOfDate } from '@/domain/weekdays';
import { useFlowStep, useFormFromAddress, useStaleAnswer, type FlowGo } from '@/lib/flow-kit';
import type { PromoOfferDetail } from '@/lib/gateway';
import { createPromoOrder, PROMO_IN_PLACE_CODES, promoOffer, promoQuoteQuery } from './api';
import { promoFlow, type ConfirmNeeds, type PromoState, type PromoStep } from './flow';
import { OfferStepPage } from './offer-summary';

export const loader = promoFlow.loader('confirm');

/** The counts a quote is for: blank counts are none. */
const countsKey = (values: CountValues): string => `${values.adultCount ?? 0}/${values.childCount ?? 0}/${values.infantCount ?? 0}`;

/** /agent/due/promotional/confirm: the group by type within the offer's limits, its price and deadlines, the group's details → a BOOKED team order. */
export default function ConfirmPage() {
  const { state, needs, go } = useFlowStep<PromoState, ConfirmNeeds, PromoStep>(promoFlow, 'confirm');
  const offer = useQuery({ ...promoOffer.query(needs?.offerNo ?? ''), enabled: needs !== null });
  const [counts] = Form.useForm<CountValues>();
  // Counts changed since the price on screen: it is for the old ones, and 提交预订 would book them.
  const stale = useStaleAnswer<CountValues>(counts, state?.counts ?? null, countsKey);
  if (!state || !needs) return <FlowGuard flow={promoFlow} step="confirm" state={state} />;
  return (
    <OfferStepPage
      step="confirm"
      offer={offer}
      extra={<ButtonLink to={promoFlow.href('flight', { offerNo: needs.offerNo, date: needs.date })}>重新选择航班</ButtonLink>}
    >
      {(data) => (
        <>
          <Card size="small">
            <Typography.Text strong>
              已选：{needs.date} {weekdayOfDate(needs.date)} · {needs.flightNo}
            </Typography.Text>
          </Card>
          <GroupCounts form={counts} offer={data} state={state} go={go} />
          {needs.quote ? (
            <Booking offer={data} needs={needs} quote={needs.quote} stale={stale} />
          ) : (
            <Alert type="info" showIcon title="请填写团队人数后计算价格" />
          )}
        </>
      )}
    </OfferStepPage>
  );
}

/** The group by type: the address follows the form (计算价格), and the form the address. */
function GroupCounts({
  form,
  offer,
  state,
  go,
}: {
  form: FormInstance<CountValues>;
  offer: PromoOfferDetail;
  state: PromoState;
  go: FlowGo<PromoState, PromoStep>;
}) {
  useFormFromAddress(form, state.counts, { follow: true });
  const seats = { min: offer.minGroup, max: offer.maxGroup };
  return (
    <Card title="团队人数">
      <Form<CountValues>
        form={form}
        layout="vertical"
        initialValues={state.counts ?? { adultCount: offer.minGroup, childCount: 0, infantCount: 0 }}
        onFinish={(values) =>
          go(
            'confirm',
            {
              ...state,
              counts: { adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 },
            },
            { replace: true },
          )
        }
      >
        <PassengerCountFields seats={seats} />
        <Typography.Paragraph type="secondary">
          该产品每单{offer.minGroup}-{offer.maxGroup}位占座旅客（成人、儿童），婴儿不占座、须由成人陪同。
        </Typography.Paragraph>
        <Button htmlType="submit">{state.counts ? '重新计价' : '计算价格'}</Button>
      </Form>
    </Card>
  );
}

function Booking({
  offer,
  needs,
  quote: request,
  stale,
}: {
  offer: PromoOfferDetail;
  needs: ConfirmNeeds;
  quote: NonNullable<ConfirmNeeds['quote']>;
  stale: boolean;
}) {
  const quote = useQuery(promoQuoteQuery(request));
  const flights = promoFlow.href('flight', { offerNo: needs.offerNo, date: needs.date });
  // The offer's seats went, it closed, or the group no longer fits: said here, with the way back.
  const { formProps, create, refused, priceNotice } = useGroupBooking({
    write: createPromoOrder,
    request,
    quote,
    draftId: 'promo-confirm',
    inPlace: PROMO_IN_PLACE_CODES,
    fallback: '该特惠产品已不可预订',
    staleKey: promoOffer.keys.all,
    chooseAgain: flights,
    updated: '团队价格已更新',
  });

  return (
    <Form<GroupDetailsValues> {...formProps}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="团队价格与付款期限" loading={quote.isPending}>
          {stale && <StaleAnswer action="重新计价" />}
          <QuoteOutcome quote={quote} inPlace={PROMO_IN_PLACE_CODES} chooseAgain={flights} notice={priceNotice}>
            {(data) => <GroupQuoteSummary quote={data} />}
          </QuoteOutcome>
        </Card>
        <GroupDetailsCard placeholder={`如 ${offer.title.split(' ')[0] ?? ''}考察团`} />
        {refused && <Alert type="warning" showIcon title={refused} action={<ChooseAgain to={flights} />} />}
        <SubmitWithTotal label="团队总价" quote={quote} pending={create.isPending} stale={stale}>
          提交预订（占座）
        </SubmitWithTotal>
      </Space>
    </Form>
  );
}
