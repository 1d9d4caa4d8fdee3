import type { ReactNode } from 'react';
import { App, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Space, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { useEntityActions } from '@/components/actions/entity-actions';
import { AUCTION_ACTIONS, BID_ORDER_ACTIONS } from '@/components/actions/registry';
import { useAirports } from '@/components/booking/airports';
import { Countdown } from '@/components/countdown';
import { rowActionsColumn } from '@/components/list-columns';
import { Page } from '@/components/page';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { FEN_PER_YUAN, formatDateTime, formatFen, formatFlightTimes } from '@/domain/format';
import { isPhone } from '@/domain/validators';
import { useAccess, useSessionUser } from '@/lib/current-user';
import { ERRORS, type AuctionDetail, type MyBid } from '@/lib/gateway';
import { useDetail } from '@/lib/detail-kit';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { AUCTION_FIGURES } from '@/domain/figures';
import { auctionDetail, placeBid } from './api';
import {
  ActivityStatusTag,
  BidStatusTag,
  PayDepositLink,
  PRICE_FIELD_ERRORS,
  priceRules,
  RaiseBidButton,
  toFen,
  useCancelBid,
} from './bid-parts';
import { UnpagedTable } from '@/components/unpaged-table';

export const loader = auctionDetail.loader;

const STANDING_TEXT = { IN: '在成交范围内', PARTIAL: '部分座位在成交范围内', OUT: '未进入成交范围' } as const;

function standingText(bid: MyBid, ended: boolean): string {
  if (!bid.rank || !bid.standing) return '-';
  const where = ended ? (bid.standing === 'OUT' ? '未中标' : `中标 ${bid.seatsNow ?? 0} 座`) : STANDING_TEXT[bid.standing];
  return `第 ${bid.rank} 名 · ${where}`;
}

/** The agency's bids in the activity, with what each allows now. */
function MyBids({ activity }: { activity: AuctionDetail }) {
  const access = useAccess();
  const cancelling = useCancelBid();
  const ended = activity.status === 'ENDING';
  const columns: ColumnsType<MyBid> = [
    {
      title: '竞价订单',
      dataIndex: 'ancilOrderNo',
      width: 110,
      render: (no: string) => (access.can(AUTH.AUCTION_ORDER) ? <Link to={href('bidOrderDetail', { ancilOrderNo: no })}>{no}</Link> : no),
    },
    { title: '座位', dataIndex: 'seats', width: 70, render: (seats: number) => `${seats} 座` },
    { title: '每座出价', dataIndex: 'unitPrice', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: '状态', dataIndex: 'status', width: 120, render: (status: string) => <BidStatusTag status={status} /> },
    { title: '排名', key: 'rank', width: 210, render: (_, bid) => standingText(bid, ended) },
    rowActionsColumn<MyBid>({
      kit: BID_ORDER_ACTIONS,
      subject: (bid) => bid.ancilOrderNo,
      busy: (bid) => ({ CANCEL: cancelling.busy(bid.ancilOrderNo) }),
      handlers: (bid) => ({
        PAY_DEPOSIT: {
          element: (
            <Space size={4}>
              <PayDepositLink ancilOrderNo={bid.ancilOrderNo} amount={bid.seats * activity.depositPerSeat} inRow />
              <Countdown deadline={bid.depositDeadline} />
            </Space>
          ),
        },
        RAISE: { element: <RaiseBidButton bid={bid} activity={activity} link /> },
        CANCEL: () => cancelling.cancel(bid),
      }),
    }),
  ];
  return (
    <UnpagedTable
      rowKey="ancilOrderNo"
      columns={columns}
      dataSource={activity.myBids}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '贵司尚未在本活动出价' }}
    />
  );
}

interface BidValues {
  seats: number;
  unitPrice: number;
  groupName: string;
  contactName: string;
  contactMobile: string;
}

/**
 * 参与竞价: seats within what the cap leaves, a price on the step, the group and its contact; the deposit
 * shown as it will be asked, and confirmed with the seats and the price before the bid is placed. A next
 * bid starts from the team of the agency's last one (its bids come newest first).
 */
function BidForm({ activity }: { activity: AuctionDetail }) {
  const [form] = Form.useForm<BidValues>();
  const draft = useFormDraft(form, 'bid');
  const user = useSessionUser();
  const { message, modal } = App.useApp();
  const seats = Form.useWatch('seats', form);
  const bid = useWrite(placeBid, {
    form,
    draft,
    fieldErrors: {
      ...PRICE_FIELD_ERRORS,
      [ERRORS.BID_OVER_CAP.code]: 'seats',
      [ERRORS.BID_SEATS_INVALID.code]: 'seats',
    },
    onSuccess: ({ bidOrder }) => {
      form.resetFields(['seats', 'unitPrice']);
      void message.success(`竞价订单 ${bidOrder.ancilOrderNo} 已提交，请在 ${formatDateTime(bidOrder.depositDeadline)} 前支付保证金`);
    },
  });
  const deposit = typeof seats === 'number' ? seats * activity.depositPerSeat : undefined;
  const submit = (values: BidValues) => {
    const unitPrice = toFen(values.unitPrice);
    const expectedDeposit = values.seats * activity.depositPerSeat;
    modal.confirm({
      title: '确认提交竞价？',
      content: (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'seats', label: '竞拍座位', children: `${values.seats} 座` },
            {
              key: 'price',
              label: '每座出价',
              children: `${formatFen(unitPrice)}（合计 ${formatFen(unitPrice * values.seats)}，不含税费）`,
            },
            {
              key: 'deposit',
              label: '保证金',
              children: `${formatFen(expectedDeposit)}，须在提交后${AUCTION_FIGURES.depositWindowMs / 60_000}分钟内（最迟竞价结束时）支付`,
            },
            { key: 'group', label: '团队名称', children: values.groupName.trim() },
          ]}
        />
      ),
      okText: '提交竞价',
      cancelText: '返回修改',
      onOk: () =>
        bid
          .submitAsync({
            prodNo: activity.prodNo,
            seats: values.seats,
            unitPrice,
            groupName: values.groupName.trim(),
            contact: { name: values.contactName.trim(), mobile: values.contactMobile.trim() },
            expectedDeposit,
          })
          .catch(() => undefined),
    });
  };
  return (
    <Form
      form={form}
      name="bid"
      layout="vertical"
      initialValues={{
        contactName: user?.displayName,
        contactMobile: user?.mobile,
        unitPrice: activity.picture.priceToEnter / FEN_PER_YUAN,
        groupName: activity.myBids[0]?.groupName,
      }}
      onValuesChange={draft.onValuesChange}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="seats"
            label={`竞拍座位数（${activity.minSeats}-${activity.capLeft}）`}
            rules={[
              { required: true, message: '请输入竞拍座位数' },
              {
                type: 'number',
                min: activity.minSeats,
                max: activity.capLeft,
                message: `每笔须为${activity.minSeats}-${activity.capLeft}座（贵司还可竞拍${activity.capLeft}座）`,
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="unitPrice"
            label="每座出价（元）"
            rules={priceRules(activity)}
            extra={`底价${formatFen(activity.floorPrice)}，每次加价${formatFen(activity.step)}`}
          >
            <InputNumber min={0} precision={0} step={activity.step / FEN_PER_YUAN} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="应付保证金">
            <Typography.Text strong>
              {deposit !== undefined ? formatFen(deposit) : `${formatFen(activity.depositPerSeat)}/座`}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="groupName"
            label="团队名称"
            rules={[
              { required: true, whitespace: true, message: '请输入团队名称' },
              { max: AUCTION_FIGURES.groupNameMaxLength, message: `团队名称不能超过${AUCTION_FIGURES.groupNameMaxLength}字` },
            ]}
          >
            <Input maxLength={AUCTION_FIGURES.groupNameMaxLength} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactName" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人姓名' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="contactMobile"
            label="联系人手机"
            rules={[
              { required: true, message: '请输入联系人手机号' },
              {
                validator: (_, value: string | undefined) =>
                  !value || isPhone(value.trim()) ? Promise.resolve() : Promise.reject(new Error('仅支持11位中国大陆手机号')),
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={bid.isPending}>
        提交竞价
      </Button>
    </Form>
  );
}

/** /agent/auction/{prodNo}: the activity's rules, the picture now, the agency's bids and a new bid. */
export default function ActivityPage() {
  const { record: activity } = useDetail(auctionDetail, { changesAt: (record) => record.changesAt });
  const { label } = useAirports();
  const { picture } = activity;
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'prodNo', label: '产品编号', children: activity.prodNo },
    { key: 'status', label: '状态', children: <ActivityStatusTag status={activity.status} /> },
    { key: 'route', label: '航线', children: `${label(activity.depAirport)} → ${label(activity.arrAirport)}` },
    {
      key: 'flight',
      label: '航班',
      children: `${activity.flightNo} ${activity.flightDate} ${formatFlightTimes(activity.depTime, activity.arrTime)}`,
    },
    { key: 'seats', label: '竞价座位', children: `${activity.seats} 座（每笔${activity.minSeats}座起，每家限${activity.capPerAgency}座）` },
    { key: 'floor', label: '底价 / 加价幅度', children: `${formatFen(activity.floorPrice)}/座 · 每次${formatFen(activity.step)}` },
    { key: 'deposit', label: '保证金', children: `${formatFen(activity.depositPerSeat)}/座` },
    { key: 'start', label: '开始时间', children: formatDateTime(activity.startTime) },
    {
      key: 'end',
      label: '结束时间',
      children: (
        <Space size={8}>
          {formatDateTime(activity.endTime)}
          {activity.status === 'START' && <Countdown deadline={activity.endTime} prefix="距结束" />}
          {activity.status === 'NO_START' && <Countdown deadline={activity.startTime} prefix="距开始" />}
        </Space>
      ),
    },
  ];
  // A new bid is what the gateway offers now (allowedActions), or its reason why not (actionNotes).
  const bidding = useEntityActions(AUCTION_ACTIONS, activity);
  const declined = bidding.declined.find((item) => item.action === 'BID');
  return (
    <Page title={activity.title}>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>
      <Card title={activity.result ? '竞价结果' : '当前竞价'} style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title="有效竞价" value={`${picture.bidCount} 笔 / ${picture.bidSeats} 座`} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="参与代理人" value={`${picture.agencies} 家`} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="最高出价" value={picture.highestPrice !== undefined ? formatFen(picture.highestPrice) : '暂无'} />
          </Col>
          <Col xs={12} md={6}>
            {activity.result ? (
              <Statistic
                title="最低成交价"
                value={activity.result.lowestWinningPrice !== undefined ? formatFen(activity.result.lowestWinningPrice) : '无成交'}
              />
            ) : (
              <Statistic title="当前入围价" value={formatFen(picture.priceToEnter)} />
            )}
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {activity.result
            ? `${formatDateTime(activity.result.settledTime)} 结算：成交 ${activity.result.soldSeats} 座，中标 ${activity.result.winners} 笔。`
            : `按当前出价，每座出价不低于 ${formatFen(picture.priceToEnter)} 的 ${activity.minSeats} 座竞价可进入 ${activity.seats} 座的成交范围（只计已付保证金的竞价，同价以保证金支付先后排名）。`}
        </Typography.Paragraph>
      </Card>
      <Card title="我的竞价" style={{ marginTop: 16 }}>
        <MyBids activity={activity} />
      </Card>
      {(bidding.may('BID') || declined) && (
        <Card title="参与竞价" style={{ marginTop: 16 }}>
          {bidding.may('BID') ? <BidForm activity={activity} /> : <Typography.Text type="secondary">{declined!.reason}</Typography.Text>}
        </Card>
      )}
      <Card title="竞价规则" style={{ marginTop: 16 }}>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {activity.rules.map((rule) => (
            <li key={rule}>
              <Typography.Text>{rule}</Typography.Text>
            </li>
          ))}
        </ol>
      </Card>
    </Page>
  );
}
