import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useAirports } from '@/components/booking/airports';
import { TwoLines } from '@/components/two-lines';
import { FlowSteps } from '@/components/booking/flow';
import { Countdown } from '@/components/countdown';
import { statusTagColumn } from '@/components/list-columns';
import { ListScreen } from '@/components/list-screen';
import { StatusTabs, ListTable } from '@/components/list-table';
import { EntityActions } from '@/components/actions/entity-actions';
import { PROMO_OFFER_ACTIONS } from '@/components/actions/registry';
import { formatDateTime, formatFen } from '@/domain/format';
import { PromoOfferStatus } from '@/domain/promotional';
import type { PromoOfferSummary } from '@/lib/gateway';
import { useReadAgainAt } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { promoOfferList } from './api';
import { promoFlow } from './flow';

export const loader = promoOfferList.loader;

const TABS = [{ value: 'ALL', label: '全部' }, ...PromoOfferStatus.options] as const;

/** What the agent can do with an offer now (the gateway's allowedActions); otherwise when it opens, or why not. */
function OfferAction({ offer }: { offer: PromoOfferSummary }) {
  return (
    <EntityActions
      kit={PROMO_OFFER_ACTIONS}
      entity={offer}
      subject={offer.title}
      handlers={{ CHOOSE_DATE: { to: promoFlow.href('date', { offerNo: offer.offerNo }) } }}
      empty={<OfferWhen offer={offer} />}
    />
  );
}

/** An offer not choosable now, in words: when it opens, or that it sold out or ended. */
function OfferWhen({ offer }: { offer: PromoOfferSummary }) {
  switch (offer.status) {
    case 'NOT_OPEN':
      return <Countdown deadline={offer.saleStart} prefix="距开售" passed="已开售" />;
    case 'SOLD_OUT':
      return <span className="text-description">已售罄</span>;
    case 'CLOSED':
      return <span className="text-description">已结束</span>;
    default:
      return null;
  }
}

function columns(airport: (code: string) => string): ColumnsType<PromoOfferSummary> {
  return [
    {
      title: '特惠产品',
      key: 'title',
      render: (_, offer) => (
        <TwoLines
          main={<strong>{offer.title}</strong>}
          sub={`${offer.offerNo} · ${airport(offer.depAirport)} → ${airport(offer.arrAirport)}`}
        />
      ),
    },
    { title: '出行日期', key: 'travel', width: 120, render: (_, offer) => `${offer.travelStart} 至 ${offer.travelEnd}` },
    {
      title: '成人价/人',
      key: 'price',
      width: 110,
      align: 'right',
      render: (_, offer) => <span className="text-danger">{formatFen(offer.fares.ADT)}</span>,
    },
    {
      title: '余座 / 每单人数',
      key: 'seats',
      width: 120,
      render: (_, offer) => (
        <TwoLines main={`余 ${offer.seatsLeft} / ${offer.seatsTotal} 座`} sub={`每单 ${offer.minGroup}-${offer.maxGroup} 人`} />
      ),
    },
    {
      title: '销售时间',
      key: 'sale',
      width: 190,
      render: (_, offer) => (
        <div>
          <div>{formatDateTime(offer.saleStart)} 起</div>
          <div className="text-description">{formatDateTime(offer.saleEnd)} 止</div>
          {offer.status === 'ON_SALE' && <Countdown deadline={offer.saleEnd} prefix="距结束" passed="已结束" />}
        </div>
      ),
    },
    statusTagColumn('状态', 90, PromoOfferStatus),
    { title: '操作', key: 'action', width: 150, render: (_, offer) => <OfferAction offer={offer} /> },
  ];
}

/** The next instant an offer of the page changes state by the clock (opens or ends): the list is read again then. */
function nextChange(offers: readonly PromoOfferSummary[] | undefined): string | undefined {
  const instants = (offers ?? []).flatMap((offer) =>
    offer.status === 'NOT_OPEN' ? [offer.saleStart] : offer.status === 'ON_SALE' ? [offer.saleEnd] : [],
  );
  return instants.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** /agent/due/promotional: the airline's published offers by state, with their prices, seats and sale windows. */
export default function OffersPage() {
  const list = useList(promoOfferList);
  const { label } = useAirports();
  useReadAgainAt(promoOfferList.keys.list(list.params), nextChange(list.query.data?.items));
  return (
    <ListScreen list={list} tabs="status" above={<FlowSteps flow={promoFlow} current="offers" />}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        特惠团为航司发布的限量团队产品：在销售时间内选择出行日期和航班即可占座，余座售完即止；订单按团队订单付款和录入名单。
      </Typography.Paragraph>
      <StatusTabs list={list} options={TABS} />
      <ListTable list={list} rowKey="offerNo" columns={columns(label)} scroll={{ x: 'max-content' }} emptyText="暂无特惠产品" />
    </ListScreen>
  );
}
