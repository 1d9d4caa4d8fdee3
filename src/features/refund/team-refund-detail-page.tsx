import { TEAM_REFUNDS } from '@/components/refund/menus';
import { useDetail } from '@/lib/detail-kit';
import { teamRefundDetail } from './api';
import { RefundDetailPage } from './refund-detail';

export const loader = teamRefundDetail.loader;

/** /agent/orderCenter/refund/{reviewId}: one team refund application. */
export default function TeamRefundDetailPage() {
  const { record: refund } = useDetail(teamRefundDetail, { changesAt: (record) => record.reviewBy ?? record.moneyBy });
  return <RefundDetailPage menu={TEAM_REFUNDS} refund={refund} facts={[{ key: 'group', label: '团队名称', children: refund.groupName }]} />;
}
