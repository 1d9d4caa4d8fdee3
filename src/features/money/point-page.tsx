import { Alert, Card, Col, Row, Statistic, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import { FEN_PER_POINT, PointMovementKind } from '@/domain/payment';
import { FilterForm } from '@/components/filter-form';
import { listTableProps } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import type { PointMovement } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { pointList } from './api';
import { SignedPoints } from './money-cells';

export const loader = pointList.loader;

const pointsText = (points: number | undefined) => (points === undefined ? '-' : `${points.toLocaleString('zh-CN')} 分`);
/** What points are worth (100 分 = ¥1.00). */
const worth = (points: number | undefined) => (points === undefined ? '' : `可抵 ${formatFen(points * FEN_PER_POINT)}`);

const columns: ColumnsType<PointMovement> = [
  { title: '时间', dataIndex: 'time', width: 150, render: (time: string) => formatDateTime(time) },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 80,
    render: (kind: string) => <Tag color={PointMovementKind.color(kind)}>{PointMovementKind.label(kind)}</Tag>,
  },
  { title: '积分', dataIndex: 'points', width: 120, align: 'right', render: (points: number) => <SignedPoints points={points} /> },
  { title: '订单号', dataIndex: 'orderNo', width: 120, render: (orderNo?: string) => (orderNo ? <OrderNoLink orderNo={orderNo} /> : '-') },
  { title: '到期时间', dataIndex: 'expireTime', width: 150, render: (time?: string) => (time ? formatDateTime(time) : '-') },
  { title: '说明', dataIndex: 'description', ellipsis: true },
];

/** One figure of the account in points, with what it is worth in yuan under it. */
function PointsCard({ title, points, loading }: { title: string; points: number | undefined; loading: boolean }) {
  return (
    <Col xs={24} md={8}>
      <Card>
        <Statistic title={title} value={pointsText(points)} loading={loading} />
        <Typography.Text type="secondary">{worth(points)}</Typography.Text>
      </Card>
    </Col>
  );
}

/** /agent/user/point: red-packet points — the balance, what expires soon, what has expired, and every movement. */
export default function PointPage() {
  const list = useList(pointList);
  const data = list.query.data;
  const expiring = data?.expiringIn30Days ?? 0;
  const { token } = theme.useToken();

  return (
    <Page>
      <Row gutter={[16, 16]}>
        <PointsCard title="可用红包积分" points={data?.balance} loading={list.query.isPending} />
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title="30天内到期"
              value={pointsText(data?.expiringIn30Days)}
              loading={list.query.isPending}
              styles={expiring > 0 ? { content: { color: token.colorWarningText } } : undefined}
            />
            <Typography.Text type={expiring > 0 ? 'warning' : 'secondary'}>
              {expiring > 0 ? '请在到期前用于支付抵扣' : '暂无即将到期的积分'}
            </Typography.Text>
          </Card>
        </Col>
        <PointsCard title="累计已过期" points={data?.expiredTotal} loading={list.query.isPending} />
      </Row>
      {expiring > 0 && <Alert type="warning" showIcon title={`有 ${pointsText(expiring)}红包积分将在30天内到期`} />}
      <Alert
        type="info"
        showIcon
        title="红包规则"
        description="已出票订单按票款获得红包积分；100 分 = 1 元，支付时可抵扣；积分自获得之日起 12 个月内有效，到期自动作废；订单退款时已抵扣的积分退回。"
      />
      <FilterForm {...list.filterBar} />
      <Card title="积分明细">
        <Table rowKey="movementNo" size="middle" columns={columns} scroll={{ x: 900 }} {...listTableProps(list, '暂无积分变动')} />
      </Card>
    </Page>
  );
}
