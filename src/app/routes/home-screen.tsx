import { Col, Row } from 'antd';
import { AUTH } from '@/config/auth-codes';
import { Page } from '@/components/page';
import { getAccess } from '@/lib/permissions';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { useAccess } from '@/lib/current-user';
import { AccountSummaryCard } from '@/features/account/account-summary-card';
import {
  FlightChangeNoticeCard,
  LatestNewsCard,
  latestNewsQuery,
  pendingFlightChangeNoticesQuery,
} from '@/features/bulletin/home-widgets';

/** Warms what the home shows, asking only for what the user's menu allows. */
export async function loader({ queryClient, user }: ScreenLoaderArgs) {
  const access = getAccess(user);
  await Promise.all([
    access.can(AUTH.NEWS) ? warm(queryClient.query(latestNewsQuery())) : null,
    access.can(AUTH.FLIGHT_CHANGE_NOTICE) ? warm(queryClient.query(pendingFlightChangeNoticesQuery())) : null,
  ]);
  return null;
}

/** /agent, /normal and /normal/home: account summary, latest news, flight change reminders. */
export default function HomeScreen() {
  const access = useAccess();
  return (
    <Page>
      <AccountSummaryCard />
      <Row gutter={[16, 16]}>
        {access.can(AUTH.NEWS) && (
          <Col xs={24} xl={access.can(AUTH.FLIGHT_CHANGE_NOTICE) ? 12 : 24}>
            <LatestNewsCard />
          </Col>
        )}
        {access.can(AUTH.FLIGHT_CHANGE_NOTICE) && (
          <Col xs={24} xl={12}>
            <FlightChangeNoticeCard />
          </Col>
        )}
      </Row>
    </Page>
  );
}
