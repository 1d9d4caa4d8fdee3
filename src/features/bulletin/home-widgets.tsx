import { Badge, Space, Tag, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { href, ROUTES } from '@/config/routes';
import { BulletinCategory, FlightChangeType } from '@/domain/bulletin';
import { formatDate } from '@/domain/format';
import { OrderNoLink } from '@/components/order-no-link';
import { HomeListCard } from '@/components/home-list-card';
import { flightChangeNoticeList, newsList, type FlightChangeNoticeListParams, type NewsListParams } from './api';

/** What the home widgets ask for; home loaders warm the cache with the same options. */
export const LATEST_NEWS_PARAMS: NewsListParams = { currentPage: 1, perSize: 6 };
export const PENDING_CHANGES_PARAMS: FlightChangeNoticeListParams = { currentPage: 1, perSize: 5, confirmed: false };

/** The reminder screen filtered to what the bell and the card count. */
const PENDING_CHANGES_HREF = `${ROUTES.flightChangeNotices.path}${flightChangeNoticeList.search({ confirmed: PENDING_CHANGES_PARAMS.confirmed })}`;

export const latestNewsQuery = () => newsList.query(LATEST_NEWS_PARAMS);
export const pendingFlightChangeNoticesQuery = () => flightChangeNoticeList.query(PENDING_CHANGES_PARAMS);

export function LatestNewsCard() {
  const news = useQuery(latestNewsQuery());
  return (
    <HomeListCard
      title="最新公告"
      more={<Link to={ROUTES.news.path}>更多</Link>}
      query={news}
      emptyText="暂无公告"
      itemKey={(item) => item.prodNo}
      renderItem={(item) => (
        <>
          <Space size={6} style={{ minWidth: 0 }}>
            {item.top && <Tag color="red">置顶</Tag>}
            <Tag color={BulletinCategory.color(item.category)}>{BulletinCategory.label(item.category)}</Tag>
            <Link to={href('newsDetail', { prodNo: item.prodNo })}>{item.title}</Link>
          </Space>
          <Typography.Text type="secondary">{formatDate(item.publishTime)}</Typography.Text>
        </>
      )}
    />
  );
}

/** The queue filtered to the orders that still need the agent. */
const NEEDS_ACTION_HREF = `${ROUTES.flightChangeNotices.path}${flightChangeNoticeList.search({ orderStatus: 'PENDING' })}`;

export function FlightChangeNoticeCard() {
  const changes = useQuery(pendingFlightChangeNoticesQuery());
  const count = changes.data?.unconfirmedCount ?? 0;
  const needsAction = changes.data?.pendingOrderCount ?? 0;
  return (
    <HomeListCard
      title={
        <Space>
          航班变动提醒
          <Badge count={count} />
          {needsAction > 0 && (
            <Link to={NEEDS_ACTION_HREF}>
              <Tag color="error">{needsAction} 个订单需处理</Tag>
            </Link>
          )}
        </Space>
      }
      more={<Link to={PENDING_CHANGES_HREF}>全部</Link>}
      query={changes}
      emptyText="暂无未确认的航变"
      itemKey={(item) => item.noticeId}
      renderItem={(item) => (
        <Space orientation="vertical" size={0}>
          <Space size={6}>
            <Typography.Text strong>{item.flightNo}</Typography.Text>
            <Typography.Text>{item.flightDate}</Typography.Text>
            <Typography.Text type="secondary">
              {item.depAirport} → {item.arrAirport}
            </Typography.Text>
            <Tag color={FlightChangeType.color(item.changeType)}>{FlightChangeType.label(item.changeType)}</Tag>
          </Space>
          <Typography.Text type="secondary">
            {item.reason}，影响 {item.affectedPassengers} 名旅客：
            {item.affectedOrderNos.map((orderNo, index) => (
              <Fragment key={orderNo}>
                {index > 0 && '、'}
                <OrderNoLink orderNo={orderNo} />
              </Fragment>
            ))}
          </Typography.Text>
        </Space>
      )}
    />
  );
}

/** The header's bell: unconfirmed flight changes, from the same query as the home's reminder card. */
export function FlightChangeNoticeBell() {
  const changes = useQuery(pendingFlightChangeNoticesQuery());
  const count = changes.data?.unconfirmedCount ?? 0;
  return (
    <Tooltip title={count > 0 ? `${count} 条航变待确认` : '暂无待确认的航变'}>
      <Link to={PENDING_CHANGES_HREF} className="flight-change-bell" aria-label={`航班变动提醒，${count} 条待确认`}>
        <Badge count={count} size="small" offset={[2, -2]}>
          <BellOutlined />
        </Badge>
      </Link>
    </Tooltip>
  );
}
