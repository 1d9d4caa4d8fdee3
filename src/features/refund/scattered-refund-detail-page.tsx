import { SCATTERED_REFUNDS } from '@/components/refund/menus';
import { useDetail } from '@/lib/detail-kit';
import { scatteredRefundDetail } from './api';
import { RefundDetailPage } from './refund-detail';

export const loader = scatteredRefundDetail.loader;

/** /agent/orderCenter/scattered-refund/{rfdReqSeq}: one scattered refund request (退票单). */
export default function ScatteredRefundDetailPage() {
  const { record: refund } = useDetail(scatteredRefundDetail, { changesAt: (record) => record.reviewBy ?? record.moneyBy });
  return <RefundDetailPage menu={SCATTERED_REFUNDS} refund={refund} facts={[{ key: 'pnr', label: 'PNR', children: refund.pnr }]} />;
}
