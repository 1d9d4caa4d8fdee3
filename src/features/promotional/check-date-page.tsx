import { Button, Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FlowGuard } from '@/components/booking/flow';
import { weekdayOfDate } from '@/domain/weekdays';
import { useFlowStep } from '@/lib/flow-kit';
import { promoOffer } from './api';
import { promoFlow, type DateNeeds, type PromoState, type PromoStep } from './flow';
import { BackToOffers, OfferStepPage } from './offer-summary';
import { PROMO_DATE_ACTIONS, permits } from '@/components/actions/registry';
import { useAccess } from '@/lib/current-user';

export const loader = promoFlow.loader('date');

/** /agent/due/promotional/checkDate: the offer's travel dates, each with the offer's seats left that day. */
export default function CheckDatePage() {
  const { state, needs, go } = useFlowStep<PromoState, DateNeeds, PromoStep>(promoFlow, 'date');
  const access = useAccess();
  const offer = useQuery({ ...promoOffer.query(needs?.offerNo ?? ''), enabled: needs !== null });
  if (!state || !needs) return <FlowGuard flow={promoFlow} step="date" state={state} />;
  return (
    <OfferStepPage step="date" offer={offer} extra={<BackToOffers />}>
      {(data) => (
        <Card title="出行日期">
          <Typography.Paragraph type="secondary">
            每个日期显示该产品当天的剩余座位；余座少于{data.minGroup}人或已过预订截止的日期不可选。
          </Typography.Paragraph>
          <Space wrap>
            {data.dates.map((date) => {
              const open = permits(PROMO_DATE_ACTIONS, date, 'CHOOSE', access.can);
              return (
                <Button
                  key={date.flightDate}
                  type={state.date === date.flightDate ? 'primary' : 'default'}
                  disabled={!open}
                  aria-pressed={state.date === date.flightDate}
                  aria-label={`${date.flightDate} ${weekdayOfDate(date.flightDate)}，余${date.seatsLeft}座${open ? '' : '，不可选'}`}
                  onClick={() => go('flight', { offerNo: needs.offerNo, date: date.flightDate })}
                  style={{ height: 'auto', padding: '6px 14px' }}
                >
                  <Space orientation="vertical" size={0}>
                    <span>
                      {date.flightDate.slice(5)} {weekdayOfDate(date.flightDate)}
                    </span>
                    <span>{date.bookable ? `余${date.seatsLeft}座` : '已截止'}</span>
                  </Space>
                </Button>
              );
            })}
          </Space>
        </Card>
      )}
    </OfferStepPage>
  );
}
