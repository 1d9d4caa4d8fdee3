import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Image, Space, Table, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { Countdown } from '@/components/countdown';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { PayMethod } from '@/domain/payment';
import { RefundState } from '@/domain/refund';
import type { RefundFile, RefundMoney, RefundTicketLine, ScatteredRefundDetail, ScatteredRefundStep } from '@/lib/gateway';
import { useDetail } from '@/lib/detail-kit';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { scatteredRefundDetail, supplementRefund } from './api';
import { ScatteredFilesField } from './files-field';
import { ScatteredRefundStateTag } from './refund-list-page';

export const loader = scatteredRefundDetail.loader;

const STEPS: Record<ScatteredRefundStep, { label: string; color: string }> = {
  APPLY: { label: '提交申请', color: 'blue' },
  SUPPLEMENT_ASK: { label: '要求补充材料', color: 'orange' },
  SUPPLEMENT: { label: '补充材料', color: 'blue' },
  APPROVE: { label: '审核通过', color: 'green' },
  REJECT: { label: '审核未通过', color: 'red' },
};

const TICKET_COLUMNS: ColumnsType<RefundTicketLine> = [
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '旅客', key: 'passenger', width: 120, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
  { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
  { title: '票价', dataIndex: 'fare', width: 100, align: 'right', render: formatFen },
  { title: '税费', dataIndex: 'tax', width: 90, align: 'right', render: formatFen },
  { title: '退票费', dataIndex: 'fee', width: 100, align: 'right', render: formatFen },
  { title: '应退', dataIndex: 'refund', width: 110, align: 'right', render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text> },
];

const MONEY_COLUMNS: ColumnsType<RefundMoney> = [
  { title: '退款单号', dataIndex: 'refundNo', width: 130 },
  { title: '退回方式', dataIndex: 'method', width: 130, render: (method: string) => PayMethod.label(method) },
  { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: formatFen },
  { title: '到账时间', dataIndex: 'finishTime', width: 150, render: (time?: string) => (time ? formatDateTime(time) : '退款处理中') },
];

/** The reviewer asked for a file: upload it here, and the review goes on. */
function Supplement({ refund }: { refund: ScatteredRefundDetail }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ files: RefundFile[] }>();
  const draft = useFormDraft(form, `scattered-supplement-${refund.rfdReqSeq}`);
  const supplement = useWrite(supplementRefund, {
    form,
    draft,
    onSuccess: () => {
      form.resetFields();
      void message.success('补充材料已提交，等待航司继续审核');
    },
  });
  return (
    <Card title="补充材料" style={{ marginTop: 16 }}>
      <Alert type="warning" showIcon title="航司审核需要补充材料" description={refund.supplementAsk} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" initialValues={{ files: [] }} onValuesChange={draft.onValuesChange} onFinish={({ files }) => supplement.submit({ rfdReqSeq: refund.rfdReqSeq, fileIds: files.map((file) => file.fileId) })}>
        <Form.Item
          name="files"
          label="补充材料"
          required
          rules={[{ validator: (_, value?: RefundFile[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('请上传补充材料'))) }]}
        >
          <ScatteredFilesField label="上传补充材料" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={supplement.isPending}>
          提交补充材料
        </Button>
      </Form>
    </Card>
  );
}

/** /agent/orderCenter/scattered-refund/{rfdReqSeq}: tickets, fee, amount back, files, the review; the supplement when asked. */
export default function ScatteredRefundDetailPage() {
  const { record: refund } = useDetail(scatteredRefundDetail, { changesAt: (record) => record.reviewBy });
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'rfdReqSeq', label: '退票单号', children: <Typography.Text copyable>{refund.rfdReqSeq}</Typography.Text> },
    { key: 'state', label: '状态', children: <ScatteredRefundStateTag refund={refund} /> },
    { key: 'kind', label: '退票类型', children: refund.kind === 'VOLUNTARY' ? '自愿退票' : '差错退票（非自愿）' },
    { key: 'order', label: '订单', children: <Link to={href('scatteredOrderDetail', { orderNo: refund.orderNo })}>{refund.orderNo}</Link> },
    { key: 'pnr', label: 'PNR', children: refund.pnr },
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
  if (refund.finishTime) items.push({ key: 'finish', label: '审核通过', children: formatDateTime(refund.finishTime) });
  if (refund.failReason) items.push({ key: 'failReason', label: '未通过原因', children: <Typography.Text type="danger">{refund.failReason}</Typography.Text> });

  return (
    <Page>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>
      {refund.allowedActions.includes('SUPPLEMENT') && <Supplement refund={refund} />}
      <Card title="退款金额" style={{ marginTop: 16 }}>
        <RefundAmounts refund={refund} />
        {refund.state === 'WAITING_REFUND' ? (
          <Typography.Text>审核通过后，{formatFen(refund.amount)} 原路退回原支付方式。</Typography.Text>
        ) : (
          <Table rowKey="refundNo" size="small" columns={MONEY_COLUMNS} dataSource={refund.money} pagination={false} locale={{ emptyText: '退款处理中' }} />
        )}
      </Card>
      <Card title={`退票客票（${refund.tickets.length} 张）`} style={{ marginTop: 16 }}>
        <Table rowKey="ticketNo" size="small" columns={TICKET_COLUMNS} dataSource={refund.tickets} pagination={false} />
      </Card>
      <Space align="start" size={16} style={{ marginTop: 16, width: '100%' }} wrap>
        <Card title="材料" style={{ minWidth: 320 }}>
          {refund.files.length === 0 ? (
            <Typography.Text type="secondary">{refund.kind === 'VOLUNTARY' ? '自愿退票无需证明材料' : '无'}</Typography.Text>
          ) : (
            <Space wrap>
              {refund.files.map((file) => (
                <Space key={file.fileId} orientation="vertical" size={4} align="center">
                  {file.url ? <Image width={96} src={file.url} alt={`材料 ${file.name}`} /> : null}
                  <Typography.Text type="secondary">{file.name}</Typography.Text>
                </Space>
              ))}
            </Space>
          )}
        </Card>
        <Card title="审核进度" style={{ minWidth: 420 }}>
          <Timeline
            items={refund.timeline
              .map((entry) => ({
                color: STEPS[entry.action].color,
                title: `${STEPS[entry.action].label} · ${formatDateTime(entry.at)}`,
                content: (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text>{entry.detail}</Typography.Text>
                    <Typography.Text type="secondary">{entry.by}</Typography.Text>
                  </Space>
                ),
              }))
              .concat(
                refund.state === 'WAITING_REFUND'
                  ? [{ color: 'gray', title: refund.supplementAsked ? '等待补充材料' : '等待航司审核', content: <Typography.Text type="secondary">{RefundState.label('WAITING_REFUND')}</Typography.Text> }]
                  : [],
              )}
          />
        </Card>
      </Space>
    </Page>
  );
}
