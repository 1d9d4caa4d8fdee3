import { Col, Row } from 'antd';
import { AUTH } from '@/config/auth-codes';
import { userArea } from '@/config/routes';
import { Page } from '@/components/page';
import { getAccess } from '@/lib/permissions';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { useAccess, useSessionUser } from '@/lib/current-user';
import { AccountSummaryCard } from '@/features/account/account-summary-card';
import { FlightChangeNoticeCard, LatestNewsCard, latestNewsQuery, pendingFlightChangeNoticesQuery } from '@/features/bulletin/home-widgets';
import { namesIncompleteQuery, recentOrdersQuery, ticketableQuery } from '@/features/order/api';
import { NameListsIncompleteCard, RecentOrdersCard, TicketableCard } from '@/features/order/home-widgets';
import { dueSoonQuery } from '@/features/payment/api';
import { PaymentsDueCard } from '@/features/payment/payables-due';
import { PrepaidBalanceCard, prepaidQuery } from '@/features/money/home-widgets';
import { ActivationNotice, activationQuery } from '@/features/registration/home-widgets';

/** The agent's work queue shows to agents who may open team orders. */
function showsWorkQueue(accountType: string | undefined, can: (code: string) => boolean): boolean {
  return userArea(accountType) === 'agent' && can(AUTH.TEAM_ORDER);
}

/** Warms what the home shows, asking only for what the user's menu allows. */
export async function loader({ queryClient, user }: ScreenLoaderArgs) {
  const access = getAccess(user);
  const workQueue = showsWorkQueue(user?.accountType, access.can);
  await Promise.all([
    userArea(user?.accountType) === 'agent' ? warm(queryClient.query(activationQuery())) : null,
    access.can(AUTH.NEWS) ? warm(queryClient.query(latestNewsQuery())) : null,
    access.can(AUTH.FLIGHT_CHANGE_NOTICE) ? warm(queryClient.query(pendingFlightChangeNoticesQuery())) : null,
    workQueue && access.can(AUTH.PAY) ? warm(queryClient.query(dueSoonQuery())) : null,
    ...(workQueue ? [ticketableQuery(), namesIncompleteQuery(), recentOrdersQuery()].map((query) => warm(queryClient.query(query))) : []),
    access.can(AUTH.PRE_EXISTED) ? warm(queryClient.query(prepaidQuery())) : null,
  ]);
  return null;
}

/**
 * /agent, /normal and /normal/home: account summary (and the prepaid balance where the menu grants
 * it); for agents the work queue (payments due soonest first with amounts and
 * countdowns, orders ready to ticket, name lists still short before their deadline, recent orders); latest news and flight
 * change reminders linking to the orders they touch.
 */
export default function HomeScreen() {
  const access = useAccess();
  const user = useSessionUser();
  const workQueue = showsWorkQueue(user?.accountType, access.can);
  return (
    <Page>
      {/* A registered agency still pending activation: what it needs (nothing shows once active). */}
      {userArea(user?.accountType) === 'agent' && <ActivationNotice />}
      <AccountSummaryCard />
      <Row gutter={[16, 16]}>
        {access.can(AUTH.PRE_EXISTED) && (
          <Col xs={24}>
            <PrepaidBalanceCard />
          </Col>
        )}
        {workQueue && (
          <>
            {access.can(AUTH.PAY) && (
              <Col xs={24} xl={12}>
                <PaymentsDueCard />
              </Col>
            )}
            <Col xs={24} xl={12}>
              <TicketableCard />
            </Col>
            <Col xs={24} xl={12}>
              <NameListsIncompleteCard />
            </Col>
          </>
        )}
        {access.can(AUTH.FLIGHT_CHANGE_NOTICE) && (
          <Col xs={24} xl={12}>
            <FlightChangeNoticeCard />
          </Col>
        )}
        {workQueue && (
          <Col xs={24} xl={12}>
            <RecentOrdersCard />
          </Col>
        )}
        {access.can(AUTH.NEWS) && (
          <Col xs={24} xl={workQueue ? 24 : access.can(AUTH.FLIGHT_CHANGE_NOTICE) ? 12 : 24}>
            <LatestNewsCard />
          </Col>
        )}
      </Row>
    </Page>
  );
}
