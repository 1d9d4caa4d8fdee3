import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAirports } from '@/components/booking/airports';
import { FlowSteps } from '@/components/booking/flow';
import { refusalOf } from '@/components/booking/refusals';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { formatDateTime, formatFen } from '@/domain/format';
import { PromoOfferStatus } from '@/domain/promotional';
import { ERRORS, type PromoOfferDetail, type PromoOfferSummary } from '@/lib/gateway';
import { promoFlow, type PromoStep } from './flow';

/** The offer as each step shows it above its choice: route, prices by type, group size, sale window and state. */
export function OfferSummary({ offer }: { offer: PromoOfferSummary }) {
  const { label } = useAirports();
  return (
    <Card
      size="small"
      title={offer.title}
      extra={<Tag color={PromoOfferStatus.color(offer.status)}>{PromoOfferStatus.label(offer.status)}</Tag>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'route', label: '航线', children: `${label(offer.depAirport)} → ${label(offer.arrAirport)}` },
          { key: 'travel', label: '出行日期', children: `${offer.travelStart} 至 ${offer.travelEnd}` },
          { key: 'group', label: '每单人数', children: `${offer.minGroup}-${offer.maxGroup}人（婴儿不占座）` },
          {
            key: 'price',
            label: '票价/人',
            children: `成人 ${formatFen(offer.fares.ADT)} · 儿童 ${formatFen(offer.fares.CHD)} · 婴儿 ${formatFen(offer.fares.INF)}（不含税费）`,
          },
          { key: 'seats', label: '余座', children: `${offer.seatsLeft} / ${offer.seatsTotal}` },
          {
            key: 'sale',
            label: '销售时间',
            children: `${formatDateTime(offer.saleStart)} 至 ${formatDateTime(offer.saleEnd)}`,
          },
        ]}
      />
      <SaleState offer={offer} />
    </Card>
  );
}

/** Why the offer cannot be booked now, when it cannot. */
function SaleState({ offer }: { offer: PromoOfferSummary }) {
  if (offer.status === 'ON_SALE') return null;
  const text =
    offer.status === 'NOT_OPEN' ? (
      <>
        该产品尚未开售，
        <Countdown deadline={offer.saleStart} prefix="距开售" />
      </>
    ) : offer.status === 'SOLD_OUT' ? (
      '该产品已售罄'
    ) : (
      '该产品已结束销售'
    );
  return <Alert type="info" showIcon style={{ marginTop: 8 }} title={text} />;
}

/** A step's read of the offer: loading, a refusal with the way back to the offers, a failed read, or the step. */
export function OfferBlock({
  offer,
  children,
}: {
  offer: UseQueryResult<PromoOfferDetail>;
  children: (offer: PromoOfferDetail) => ReactNode;
}) {
  const missing = refusalOf(offer.error, [ERRORS.PROMO_NOT_FOUND.code]);
  if (missing) {
    return (
      <Alert
        type="warning"
        showIcon
        title={missing.errorMsg}
        action={
          <ButtonLink size="small" to={promoFlow.href('offers')}>
            查看特惠产品
          </ButtonLink>
        }
      />
    );
  }
  if (offer.isError) return <LoadFailed onRetry={() => void offer.refetch()} />;
  if (!offer.data) return <Card loading />;
  return <>{children(offer.data)}</>;
}

export function BackToOffers() {
  return <ButtonLink to={promoFlow.href('offers')}>返回特惠产品</ButtonLink>;
}

/** A step's page after the offers: the journey's steps, then (once the offer is read) the offer and the step's own choice under it. */
export function OfferStepPage({
  step,
  offer,
  extra,
  children,
}: {
  step: PromoStep;
  offer: UseQueryResult<PromoOfferDetail>;
  extra: ReactNode;
  children: (offer: PromoOfferDetail) => ReactNode;
}) {
  return (
    <Page extra={extra}>
      <FlowSteps flow={promoFlow} current={step} />
      <OfferBlock offer={offer}>
        {(data) => (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <OfferSummary offer={data} />
            {children(data)}
          </Space>
        )}
      </OfferBlock>
    </Page>
  );
}
