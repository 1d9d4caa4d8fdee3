import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { OrderNoLink } from '@/components/order-no-link';
import { TwoLines } from '@/components/two-lines';
import { TEAM_REFUNDS } from '@/components/refund/menus';
import type { RefundDetail, RefundSummary } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useDetailsFollowList } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { exportTeamRefunds, teamRefundDetail, teamRefundList } from './api';
import { refundColumns, RefundListPage } from './refund-list';

export const loader = teamRefundList.loader;

const COLUMNS = refundColumns(TEAM_REFUNDS, {
  title: '订单 / 团队',
  key: 'order',
  width: 180,
  ellipsis: true,
  render: (_, row) => (
    <TwoLines
      main={<OrderNoLink orderNo={row.orderNo} />}
      sub={
        <div className="cell-ellipsis" title={row.groupName}>
          {row.groupName}
        </div>
      }
    />
  ),
});

const EXPORT = exportTeamRefunds(TEAM_REFUNDS);

/** A link inside a sentence is underlined: its colour alone does not set it apart (WCAG link-in-text-block). */
const INLINE_LINK = { textDecoration: 'underline' } as const;

const idOf = (row: RefundSummary) => row.refundId;
const stageDiffers = (known: RefundDetail, row: RefundSummary) => known.stage !== row.stage;

/** /agent/orderCenter/refund: the agency's team refund applications by stage, with export. */
export default function TeamRefundListPage() {
  const list = useList(teamRefundList);
  // The airline reviews and pays on its side: an application the list shows moved on is read again when opened.
  useDetailsFollowList(teamRefundDetail, list.query.data?.items, idOf, stageDiffers);
  const access = useAccess();
  return (
    <RefundListPage
      menu={TEAM_REFUNDS}
      list={list}
      exportWrite={EXPORT}
      columns={COLUMNS}
      emptyText="暂无退票申请"
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          在团队订单详情中选择客票申请退票；航司审核通过后，退款原路退回原支付方式。同一订单重复支付的款项全额退回，见
          {access.can(ROUTES.agentPayRefund.authCode) ? (
            <Link to={ROUTES.agentPayRefund.path} style={INLINE_LINK}>
              支付退款
            </Link>
          ) : (
            '支付退款'
          )}
          ；退回预存款的金额另见
          {access.can(ROUTES.transactions.authCode) ? (
            <Link to={ROUTES.transactions.path} style={INLINE_LINK}>
              交易明细
            </Link>
          ) : (
            '交易明细'
          )}
          。
        </Typography.Paragraph>
      }
    />
  );
}
