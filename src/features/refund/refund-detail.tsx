import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Image, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { PayMethod } from '@/domain/payment';
import { RefundReview, RefundState, RefundStep } from '@/domain/refund';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { Countdown } from '@/components/countdown';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import { RefundFilesField } from '@/components/refund/files-field';
import type { RefundMenu } from '@/components/refund/menus';
import { useAccess } from '@/lib/current-user';
import type { RefundDetail, RefundFile, RefundMoney, RefundTicketLine } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { UnpagedTable } from '@/components/unpaged-table';
import { atLeastOne } from '@/components/form-rules';

/*
 * The detail kit of both refund menus: one application's page — its review and its money each in
 * their own words, the amounts, where the money went, the tickets, files and timeline; withdraw while
 * the review is open and the supplement when the reviewer asked for files, as the gateway allows.
 */

const TICKET_COLUMNS: ColumnsType<RefundTicketLine> = [
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '旅客', key: 'passenger', width: 120, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
  { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
  { title: '票价', dataIndex: 'fare', width: 100, align: 'right', render: formatFen },
  { title: '税费', dataIndex: 'tax', width: 90, align: 'right', render: formatFen },
  { title: '退票费', dataIndex: 'fee', width: 100, align: 'right', render: formatFen },
  {
    title: '应退',
    dataIndex: 'refund',
    width: 110,
    align: 'right',
    render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
  },
];

const MONEY_COLUMNS: ColumnsType<RefundMoney> = [
  { title: '退款单号', dataIndex: 'refundNo', width: 130 },
  { title: '退回方式', dataIndex: 'method', width: 130, render: (method: string) => PayMethod.label(method) },
  { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: formatFen },
  {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (state: string) => <Tag color={RefundState.color(state)}>{RefundState.label(state)}</Tag>,
  },
  { title: '到账时间', dataIndex: 'finishTime', width: 150, render: (time?: string) => (time ? formatDateTime(time) : '退款处理中') },
];

/** The money's state, or why there is none (yet). */
function MoneyState({ refund }: { refund: RefundDetail }) {
  if (refund.moneyState) return <Tag color={RefundState.color(refund.moneyState)}>{RefundState.label(refund.moneyState)}</Tag>;
  const open = refund.reviewState === 'WAITING' || refund.reviewState === 'MORE_FILES';
  return <Typography.Text type="secondary">{open ? '审核通过后退款' : '无退款'}</Typography.Text>;
}

/** Where the money goes: the method before approval, the money refunds after it, nothing after a rejection. */
function MoneyBack({ refund }: { refund: RefundDetail }) {
  const access = useAccess();
  const method = refund.refundTo ? PayMethod.label(refund.refundTo) : '原支付方式';
  if (refund.reviewState === 'REJECTED') return <Typography.Text type="secondary">审核未通过，没有退款。</Typography.Text>;
  if (refund.reviewState === 'WITHDRAWN') return <Typography.Text type="secondary">申请已撤回，没有退款。</Typography.Text>;
  if (refund.reviewState !== 'APPROVED')
    return (
      <Typography.Text>
        审核通过后，{formatFen(refund.amount)} 原路退回{method}。
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <UnpagedTable rowKey="refundNo" columns={MONEY_COLUMNS} dataSource={refund.money} locale={{ emptyText: '退款处理中' }} />
      {refund.refundTo === 'PREPAID' && access.can(AUTH.TRANSACTION) && <Link to={href('transactions')}>在交易明细中查看预存款退款</Link>}
    </Space>
  );
}

/** The reviewer asked for files: upload them here, and the review goes on. */
function Supplement({ menu, refund }: { menu: RefundMenu; refund: RefundDetail }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ files: RefundFile[] }>();
  const draft = useFormDraft(form, `refund-supplement-${refund.refundId}`);
  const supplement = useWrite(menu.supplement, {
    draft,
    onSuccess: () => {
      form.resetFields();
      void message.success('补充材料已提交，等待航司继续审核');
    },
  });
  return (
    <Card title="补充材料" style={{ marginTop: 16 }}>
      <Alert type="warning" showIcon title="航司审核需要补充材料" description={refund.supplementAsk} style={{ marginBottom: 12 }} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ files: [] }}
        onValuesChange={draft.onValuesChange}
        onFinish={({ files }) => supplement.submit({ refundId: refund.refundId, fileIds: files.map((file) => file.fileId) })}
      >
        <Form.Item name="files" label="补充材料" required rules={[atLeastOne('请上传补充材料')]}>
          <RefundFilesField menu={menu} subject="补充材料" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={supplement.isPending}>
          提交补充材料
        </Button>
      </Form>
    </Card>
  );
}

/** What the timeline waits for next, if anything. */
function pendingStep(refund: RefundDetail): { title: string; note: string } | null {
  if (refund.reviewState === 'WAITING') return { title: '等待航司审核', note: RefundReview.label('WAITING') };
  if (refund.reviewState === 'MORE_FILES') return { title: '等待补充材料', note: RefundReview.label('MORE_FILES') };
  if (refund.moneyState === 'WAITING_REFUND') return { title: '等待退款到账', note: RefundState.label('WAITING_REFUND') };
  return null;
}

export interface RefundDetailPageProps {
  menu: RefundMenu;
  refund: RefundDetail;
  /** The menu's own facts after 订单 (团队名称, PNR). */
  facts: { key: string; label: string; children: ReactNode }[];
}

/** One application's page, in either menu. */
export function RefundDetailPage({ menu, refund, facts }: RefundDetailPageProps) {
  const { message } = App.useApp();
  const withdraw = useWrite(menu.withdraw, { onSuccess: () => void message.success(`${menu.noun} ${refund.refundId} 已撤回`) });
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'refundId', label: '退票单号', children: <Typography.Text copyable>{refund.refundId}</Typography.Text> },
    {
      key: 'review',
      label: '审核状态',
      children: <Tag color={RefundReview.color(refund.reviewState)}>{RefundReview.label(refund.reviewState)}</Tag>,
    },
    { key: 'money', label: '退款状态', children: <MoneyState refund={refund} /> },
    { key: 'kind', label: '退票类型', children: menu.kindLabel(refund.kind) },
    { key: 'order', label: '订单', children: <OrderNoLink orderNo={refund.orderNo} /> },
    ...facts,
    { key: 'applied', label: '申请', children: `${refund.appliedBy} ${formatDateTime(refund.applyTime)}` },
    { key: 'reason', label: '退票原因', children: refund.reason },
  ];
  if (refund.reviewBy) {
    items.push({
      key: 'reviewBy',
      label: '审核时限',
      children: (
        <Space size={8}>
          {formatDateTime(refund.reviewBy)}
          <Countdown deadline={refund.reviewBy} />
        </Space>
      ),
    });
  }
  if (refund.reviewTime)
    items.push({
      key: 'reviewTime',
      label: refund.reviewState === 'WITHDRAWN' ? '撤回时间' : '审核时间',
      children: formatDateTime(refund.reviewTime),
    });
  if (refund.finishTime) items.push({ key: 'finish', label: '完成时间', children: `${formatDateTime(refund.finishTime)}（退款到账）` });
  if (refund.failReason) {
    items.push({
      key: 'failReason',
      label: refund.reviewState === 'WITHDRAWN' ? '撤回' : '未通过原因',
      children: <Typography.Text type={refund.reviewState === 'WITHDRAWN' ? 'secondary' : 'danger'}>{refund.failReason}</Typography.Text>,
    });
  }

  const pending = pendingStep(refund);
  const { may } = useEntityActions(menu.actions, refund);
  return (
    <Page
      extra={
        <EntityActions
          kit={menu.actions}
          entity={refund}
          handlers={{ WITHDRAW: () => withdraw.submit({ refundId: refund.refundId }) }}
          busy={{ WITHDRAW: withdraw.isPending }}
        />
      }
    >
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>
      {may('SUPPLEMENT') && <Supplement menu={menu} refund={refund} />}
      <Card title="退款金额" style={{ marginTop: 16 }}>
        <RefundAmounts refund={refund} />
        <MoneyBack refund={refund} />
      </Card>
      <Card title={`退票客票（${refund.tickets.length} 张）`} style={{ marginTop: 16 }}>
        <Table
          rowKey="ticketNo"
          size="small"
          columns={TICKET_COLUMNS}
          dataSource={refund.tickets}
          pagination={refund.tickets.length > 50 ? { pageSize: 50 } : false}
        />
      </Card>
      <Space align="start" size={16} style={{ marginTop: 16, width: '100%' }} wrap>
        <Card title="证明材料" style={{ minWidth: 320 }}>
          {refund.files.length === 0 ? (
            <Typography.Text type="secondary">{refund.kind === 'VOLUNTARY' ? '自愿退票无需证明材料' : '无'}</Typography.Text>
          ) : (
            <Space wrap>
              {refund.files.map((file) => (
                <Space key={file.fileId} orientation="vertical" size={4} align="center">
                  {file.url ? <Image width={96} src={file.url} alt={`证明材料 ${file.name}`} /> : null}
                  <Typography.Text type="secondary">{file.name}</Typography.Text>
                </Space>
              ))}
            </Space>
          )}
        </Card>
        <Card title="审核与退款进度" style={{ minWidth: 420 }}>
          <Timeline
            items={refund.timeline
              .map((entry) => ({
                color: RefundStep.color(entry.action),
                title: `${RefundStep.label(entry.action)} · ${formatDateTime(entry.at)}`,
                content: (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text>{entry.detail}</Typography.Text>
                    <Typography.Text type="secondary">{entry.by}</Typography.Text>
                  </Space>
                ),
              }))
              .concat(
                pending
                  ? [{ color: 'gray', title: pending.title, content: <Typography.Text type="secondary">{pending.note}</Typography.Text> }]
                  : [],
              )}
          />
        </Card>
      </Space>
    </Page>
  );
}
