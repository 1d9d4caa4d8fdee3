import { useState, type ReactNode } from 'react';
import { Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { DUE_FIGURES } from '@/domain/due';
import { MilestoneKind, OrderChannel } from '@/domain/order';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { offered, TEAM_ORDER_ACTIONS } from '@/components/actions/registry';
import { Countdown } from '@/components/countdown';
import { MilestonesTable, MilestoneStatusTag } from '@/components/order/milestones-table';
import { NameListProgress } from '@/components/name-list/name-list-progress';
import { CancelOrderDialog } from '@/components/order/cancel-order-dialog';
import { OrderFares } from '@/components/order/order-money';
import { amountDue, nameListProgress, nextDueMilestone, routeText } from '@/components/order/order-facts';
import { OrderStatusTag, MilestoneStageTag } from '@/components/order/order-status-tag';
import { ScheduleChangePanel } from '@/components/order/schedule-change-panel';
import { flightsNowText, SegmentsTable } from '@/components/order/segments-table';
import { Page } from '@/components/page';
import { PresenceNotice } from '@/components/presence-notice';
import { WhenOpened } from '@/components/when-opened';
import type { OrderDetail } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useDetail } from '@/lib/detail-kit';
import { cancelDetailQuery, cancelOrder, orderTicketsQuery, teamOrderDetail } from './api';
import { ContactCard, RemarksCard } from './contact-panel';
import { IssueTicketsDialog } from './issue-tickets-dialog';
import { ChangePassengersDialog, NameChangeList } from './name-changes';
import { AncillaryPanel } from './ancillary-panel';
import { DelayCharges } from './delay-charges';
import { DelayDialog } from './delay-dialog';
import { LogPanel, PnrPanel, TicketsPanel } from './order-panels';
import { PassengersPanel } from './passengers-panel';
import { RefundDialog } from '@/components/refund/refund-dialog';
import { TEAM_REFUNDS } from '@/components/refund/menus';
import { ReleaseSeatsDialog } from './release-seats-dialog';

/** Ancillary orders belong to paid groups: the tab shows once the order has tickets or may be delayed. */
const hasAncillaryTab = (order: OrderDetail) =>
  offered(order, 'BUY_ANCILLARY') || offered(order, 'DELAY') || order.passengers.some((passenger) => passenger.ticketNo);

type Dialog = 'cancel' | 'release' | 'tickets' | 'change' | 'refund' | 'delay' | null;

/** The amount due next and its deadline (去支付 among the page's actions pays it). */
function PaymentDue({ order }: { order: OrderDetail }) {
  const milestone = nextDueMilestone(order.milestones);
  if (!milestone) return null;
  return (
    <Space size={8} wrap>
      <Typography.Text>待付{MilestoneKind.label(milestone.kind)}</Typography.Text>
      <Typography.Text strong type="danger">
        {formatFen(amountDue(milestone))}
      </Typography.Text>
      <Countdown deadline={milestone.deadline} />
    </Space>
  );
}

function OrderHeader({ order, showDue }: { order: OrderDetail; showDue: boolean }) {
  const access = useAccess();
  const first = order.segments[0];
  const cancelled = order.status === 'CANCELED';
  const closed = cancelled || order.status === 'REFUND';
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'orderNo', label: '订单号', children: <Typography.Text copyable>{order.orderNo}</Typography.Text> },
    { key: 'status', label: '订单状态', children: <OrderStatusTag status={order.status} /> },
    {
      key: 'channel',
      label: '渠道',
      children:
        order.links?.offerNo && access.can(AUTH.PROMOTIONAL) ? (
          <Space size={4}>
            {OrderChannel.label(order.channel)}
            <Link to={`${href('promoCheckDate')}?offer=${order.links.offerNo}`}>{order.links.offerNo}</Link>
          </Space>
        ) : order.links?.seriesNo && access.can(AUTH.SERIES_ORDER) ? (
          <Space size={4}>
            {OrderChannel.label(order.channel)}
            <Link to={href('seriesDetail', { seriesNo: order.links.seriesNo })} aria-label={`所属系列团 ${order.links.seriesNo}`}>
              {order.links.seriesNo}
            </Link>
          </Space>
        ) : (
          OrderChannel.label(order.channel)
        ),
    },
    { key: 'pnr', label: 'PNR', children: order.pnr ? <Typography.Text copyable>{order.pnr}</Typography.Text> : '-' },
    { key: 'group', label: '团队名称', children: order.groupName },
    { key: 'route', label: '航线', children: routeText(order.route) },
    order.split
      ? { key: 'flight', label: '当前航班', children: flightsNowText(order.split) }
      : { key: 'flight', label: '首段航班', children: first ? `${first.flightNo} ${first.flightDate} ${first.depTime}` : '-' },
    {
      key: 'count',
      label: '团队人数',
      children: cancelled
        ? `${order.groupCount} 人 · 座位已释放`
        : `占座 ${order.groupCount - (order.split?.refundedCount ?? 0)} 人${order.split?.refundedCount ? ` · 已退票 ${order.split.refundedCount} 人` : ''}${order.infantCount > 0 ? ` · 婴儿 ${order.infantCount} 人` : ''}`,
    },
    {
      key: 'names',
      label: '名单',
      children: <NameListProgress {...nameListProgress(order)} nameDeadline={closed ? undefined : order.nameDeadline} />,
    },
    { key: 'amount', label: '订单金额', children: formatFen(order.totalAmount) },
    { key: 'paid', label: '已付金额', children: formatFen(order.paidAmount) },
    ...(order.delayCharges
      ? [
          {
            key: 'delays',
            label: '延期另付',
            children: `${formatFen(order.delayCharges.amount)}（${order.delayCharges.charges.length} 次延期，不计入订单金额）`,
          },
        ]
      : []),
    {
      key: 'stages',
      label: '定金 / 付款',
      children: cancelled ? (
        <Space size={4}>
          {order.milestones.map((milestone) => (
            <MilestoneStatusTag key={milestone.kind} milestone={milestone} />
          ))}
        </Space>
      ) : (
        <Space size={4}>
          <MilestoneStageTag status={order.depositStatus} />
          <MilestoneStageTag status={order.processStatus} />
        </Space>
      ),
    },
    // The ticketing time limit is the date the order must be paid in full by: past it, a paid order still issues tickets.
    ...(order.status === 'BOOKED' ? [{ key: 'ticketLimit', label: '出票时限', children: formatDateTime(order.ticketTimeLimit) }] : []),
    { key: 'booked', label: '预订', children: `${order.bookedBy} ${formatDateTime(order.createTime)}` },
  ];
  if (order.cancelTime) {
    items.push(
      { key: 'cancelled', label: '取消时间', children: formatDateTime(order.cancelTime) },
      { key: 'cancelReason', label: '取消原因', children: order.cancelReason || '-' },
    );
  }
  if (order.releasedSeats > 0) {
    items.push({
      key: 'released',
      label: '已释放座位',
      children: `${order.releasedSeats} 座，没收定金 ${formatFen(order.forfeitedAmount)}`,
    });
  }
  if (showDue) items.push({ key: 'due', label: '待付款', children: <PaymentDue order={order} /> });
  return (
    <Card>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}

/** /agent/orderCenter/order/{orderNo}: everything about a team order, and what may be done to it now. */
export default function TeamOrderDetailPage() {
  // Colleagues of the agency edit the same order: their saves show within the bell's minute.
  const { record: order } = useDetail(teamOrderDetail, { changesAt: (record) => record.changesAt, refetchInterval: DUE_FIGURES.refetchMs });
  const { may } = useEntityActions(TEAM_ORDER_ACTIONS, order);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // A link may open a tab (the series page's 名单 opens the name list: ?tab=passengers).
  const [address] = useSearchParams();
  const openTab = address.get('tab');
  const open = (which: Dialog) => () => setDialog(which);

  const tabs = [
    { key: 'segments', label: '航班信息', children: <SegmentsTable segments={order.segments} split={order.split} /> },
    {
      key: 'fares',
      label: '票价与规则',
      children: (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <OrderFares order={order} />
          {order.delayCharges && <DelayCharges delays={order.delayCharges} />}
        </Space>
      ),
    },
    { key: 'milestones', label: '付款节点', children: <MilestonesTable milestones={order.milestones} /> },
    {
      key: 'passengers',
      label: `旅客名单（${order.namedCount}）`,
      children: <PassengersPanel order={order} canEdit={may('EDIT_PASSENGERS')} />,
    },
    ...(order.nameChanges.length > 0 ? [{ key: 'nameChanges', label: '名单变更', children: <NameChangeList order={order} /> }] : []),
    ...(hasAncillaryTab(order)
      ? [{ key: 'ancillary', label: '附加服务', children: <AncillaryPanel order={order} canBuy={may('BUY_ANCILLARY')} /> }]
      : []),
    { key: 'pnr', label: 'PNR', children: <PnrPanel orderNo={order.orderNo} /> },
    { key: 'tickets', label: '客票', children: <TicketsPanel orderNo={order.orderNo} /> },
    {
      key: 'contact',
      label: '联系人与备注',
      children: (
        <>
          <ContactCard order={order} canEdit={may('EDIT_CONTACT')} />
          <RemarksCard order={order} canAdd={may('ADD_REMARK')} />
        </>
      ),
    },
    { key: 'log', label: '操作日志', children: <LogPanel orderNo={order.orderNo} /> },
  ];

  return (
    <Page
      extra={
        <EntityActions
          kit={TEAM_ORDER_ACTIONS}
          entity={order}
          handlers={{
            ISSUE_TICKETS: open('tickets'),
            CHANGE_PASSENGERS: open('change'),
            REFUND: open('refund'),
            DELAY: open('delay'),
            RELEASE_SEATS: open('release'),
            CANCEL: open('cancel'),
          }}
        />
      }
    >
      <PresenceNotice recordType="order" recordKey={order.orderNo} activity="VIEWING" />
      <ScheduleChangePanel orderNo={order.orderNo} />
      {/* The amount due shows to anyone who sees the order; 去支付 needs the PAY function. */}
      <OrderHeader order={order} showDue={offered(order, 'PAY')} />
      <Card style={{ marginTop: 16 }}>
        {/* Keyed by the address's query: a search opening another row (or tab) of the same order shows it. */}
        <Tabs key={address.toString()} defaultActiveKey={tabs.some((tab) => tab.key === openTab) ? openTab! : 'segments'} items={tabs} />
      </Card>
      {/* Each dialog renders from its first opening (WhenOpened): none of them is on the way to the page's first paint. */}
      {may('CANCEL') && (
        <WhenOpened open={dialog === 'cancel'}>
          <CancelOrderDialog
            orderNo={order.orderNo}
            open={dialog === 'cancel'}
            onClose={close}
            cancel={cancelOrder}
            quote={cancelDetailQuery(order.orderNo)}
          />
        </WhenOpened>
      )}
      {may('DELAY') && (
        <WhenOpened open={dialog === 'delay'}>
          <DelayDialog order={order} open={dialog === 'delay'} onClose={close} />
        </WhenOpened>
      )}
      {may('RELEASE_SEATS') && (
        <WhenOpened open={dialog === 'release'}>
          <ReleaseSeatsDialog order={order} open={dialog === 'release'} onClose={close} />
        </WhenOpened>
      )}
      {may('ISSUE_TICKETS') && (
        <WhenOpened open={dialog === 'tickets'}>
          <IssueTicketsDialog order={order} open={dialog === 'tickets'} onClose={close} />
        </WhenOpened>
      )}
      {may('REFUND') && (
        <WhenOpened open={dialog === 'refund'}>
          <RefundDialog
            menu={TEAM_REFUNDS}
            orderNo={order.orderNo}
            ticketsQuery={orderTicketsQuery(order.orderNo)}
            open={dialog === 'refund'}
            onClose={close}
          />
        </WhenOpened>
      )}
      {may('CHANGE_PASSENGERS') && (
        <WhenOpened open={dialog === 'change'}>
          <ChangePassengersDialog order={order} open={dialog === 'change'} onClose={close} />
        </WhenOpened>
      )}
    </Page>
  );
}
