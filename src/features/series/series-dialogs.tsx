import { useState } from 'react';
import { Alert, App, Button, Descriptions, Form, InputNumber, Modal, Radio, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CancelOrderDialog } from '@/components/order/cancel-order-dialog';
import { FareTable } from '@/components/booking/fare-table';
import { refusalOf, shownInPlace } from '@/components/booking/refusals';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { SERIES_FIGURES } from '@/domain/figures';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { SeriesCancelOutcome, SeriesCancelScope } from '@/domain/series';
import {
  ERRORS,
  type PassengerCounts,
  type SeriesCancelLine,
  type SeriesCancelQuote,
  type SeriesDetail,
  type SeriesOrderRow,
} from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { ADD_PEOPLE_IN_PLACE, addPeople, addPeopleQuoteQuery, cancelQuoteQuery, cancelSeries } from './api';
import { UnpagedTable } from '@/components/unpaged-table';

/** The people to add by type (the gateway checks the group's size and an adult per infant with the order's own). */
function PassengerCountInputs({ max }: { max: number }) {
  const fields = [
    { name: 'adultCount', label: '成人' },
    { name: 'childCount', label: '儿童' },
    { name: 'infantCount', label: '婴儿' },
  ] as const;
  return (
    <Space size="middle" wrap align="start">
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          <InputNumber aria-label={`加${field.label}`} min={0} max={max} precision={0} suffix="人" />
        </Form.Item>
      ))}
    </Space>
  );
}

/**
 * 加人: more people on one departure at today's group fare for its new size. The quote (the spec's
 * "fare") is shown first; confirming carries its amount, which the gateway prices again.
 */
export function AddPeopleDialog({ series, row, onClose }: { series: SeriesDetail; row: SeriesOrderRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PassengerCounts>();
  const [counts, setCounts] = useState<PassengerCounts | null>(null);
  const [notice, setNotice] = useState<string>();
  const request = counts ? { seriesNo: series.seriesNo, orderNo: row.orderNo, ...counts } : null;
  const quote = useQuery({
    ...addPeopleQuoteQuery(request ?? { seriesNo: '', orderNo: '', adultCount: 0, childCount: 0, infantCount: 0 }),
    enabled: request !== null,
  });
  const add = useWrite(addPeople, {
    onBizError: shownInPlace([...ADD_PEOPLE_IN_PLACE, ERRORS.PRICE_CHANGED.code]).onBizError,
    onSuccess: () => {
      void message.success(`${row.flightDate} 已加人`);
      onClose();
    },
    onError: (error) => {
      const shown = refusalOf(error, [...ADD_PEOPLE_IN_PLACE, ERRORS.PRICE_CHANGED.code]);
      if (shown) {
        setNotice(`${shown.errorMsg ?? '报价已变化'}。已重新报价，请确认。`);
        void quote.refetch();
      }
    },
  });
  const refusal = refusalOf(quote.error, ADD_PEOPLE_IN_PLACE);
  return (
    <Modal
      open
      title={`加人：${row.flightDate} ${row.flightNo}（${row.orderNo}）`}
      okText="确认加人"
      cancelText="返回"
      okButtonProps={{ disabled: !quote.data || quote.isFetching || !request, loading: add.isPending }}
      onOk={() => quote.data && request && add.submit({ ...request, expectedTotal: quote.data.addedAmount })}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        当前占座{row.groupCount}人。加人按今日团队价计价（按加人后的团队人数），每团最多{SERIES_FIGURES.maxGroup}
        人；定金未付时定金按新总价重算，已付定金不变、差额计入尾款。
      </Typography.Paragraph>
      <Form<PassengerCounts>
        form={form}
        layout="vertical"
        initialValues={{ adultCount: 1, childCount: 0, infantCount: 0 }}
        onFinish={(values) => {
          if ((values.adultCount ?? 0) + (values.childCount ?? 0) + (values.infantCount ?? 0) === 0) {
            form.setFields([{ name: 'adultCount', errors: ['请填写加人人数'] }]);
            return;
          }
          setNotice(undefined);
          setCounts({ adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 });
        }}
      >
        <PassengerCountInputs max={SERIES_FIGURES.maxAddPerCall} />
        <Button htmlType="submit">{counts ? '重新报价' : '计算价格'}</Button>
      </Form>
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginTop: 12 }} />}
      {refusal && <Alert type="warning" showIcon title={refusal.errorMsg} style={{ marginTop: 12 }} />}
      {quote.data && !refusal && (
        <Space orientation="vertical" size="small" style={{ width: '100%', marginTop: 12 }}>
          <FareTable fares={quote.data.fares} totalAmount={quote.data.addedAmount} />
          <Typography.Text type="secondary">{quote.data.adjustments.join('；')}</Typography.Text>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'seats',
                label: '加人后占座',
                children: `${quote.data.groupCountAfter} 人（加人后余座 ${quote.data.groupSeatsLeftAfter}）`,
              },
              { key: 'total', label: '订单总价', children: formatFen(quote.data.totalAfter) },
              ...quote.data.milestonesAfter.map((milestone) => ({
                key: milestone.kind,
                label: MilestoneKind.label(milestone.kind),
                children:
                  milestone.paidAmount >= milestone.amount
                    ? `${formatFen(milestone.amount)}（已付）`
                    : `${formatFen(milestone.amount)}，${formatDateTime(milestone.deadline)}前${milestone.paidAmount > 0 ? `（已付${formatFen(milestone.paidAmount)}）` : ''}`,
              })),
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}

const lineColumns: ColumnsType<SeriesCancelLine> = [
  { title: '航班日期', key: 'date', width: 150, render: (_, line) => `${line.flightDate} ${line.flightNo}` },
  {
    title: '订单',
    key: 'order',
    width: 150,
    render: (_, line) => (
      <Space size={4}>
        {line.orderNo}
        <OrderStatusTag status={line.status} />
      </Space>
    ),
  },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 110,
    render: (outcome: string) => <Tag color={SeriesCancelOutcome.color(outcome)}>{SeriesCancelOutcome.label(outcome)}</Tag>,
  },
  { title: '不退定金', dataIndex: 'forfeit', width: 100, align: 'right', render: (fen: number) => (fen > 0 ? formatFen(fen) : '-') },
  { title: '退款', dataIndex: 'refund', width: 100, align: 'right', render: (fen: number) => (fen > 0 ? formatFen(fen) : '-') },
];

/** The quote of a series cancel: each departure by its order's own cancel rule, paid or ticketed ones named as needing a refund. */
function DeparturesQuote({ quote }: { quote: UseQueryResult<SeriesCancelQuote, Error> }) {
  const data = quote.data;
  if (quote.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="取消明细读取失败"
        action={
          <Button size="small" onClick={() => void quote.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <UnpagedTable<SeriesCancelLine>
        rowKey="orderNo"
        aria-label="取消明细"
        loading={quote.isPending}
        columns={lineColumns}
        dataSource={data?.lines ?? []}
      />
      {data && (
        <Typography.Text>
          将取消 <Typography.Text strong>{data.cancelCount}</Typography.Text> 个航班日期并释放座位
          {data.forfeit > 0 ? `，已付定金${formatFen(data.forfeit)}不予退还` : ''}
          {data.refund > 0 ? `，退款${formatFen(data.refund)}` : ''}。
        </Typography.Text>
      )}
      {data && data.refundNeededCount > 0 && (
        <Alert type="info" showIcon title={`${data.refundNeededCount}个航班日期已付清或已出票，不能直接取消，请在订单中办理退票`} />
      )}
    </Space>
  );
}

/**
 * 取消 of a series departure: the shared cancel dialog with the scope (this departure, or it and every
 * later one) above its per-departure quote; confirming carries the forfeit shown, and a quote that moved
 * meanwhile is said and read again.
 */
export function CancelDeparturesDialog({ series, row, onClose }: { series: SeriesDetail; row: SeriesOrderRow; onClose: () => void }) {
  const [scope, setScope] = useState<SeriesCancelScope>('ONE');
  const request = { seriesNo: series.seriesNo, orderNo: row.orderNo, scope };
  return (
    <CancelOrderDialog
      orderNo={row.orderNo}
      onClose={onClose}
      title={`取消系列团航班日期：${row.flightDate}`}
      okText="确认取消"
      width={720}
      draftId={`series-cancel-${row.orderNo}`}
      reasonMax={SERIES_FIGURES.cancelReasonMax}
      reasonRows={2}
      cancel={cancelSeries}
      quote={cancelQuoteQuery(request)}
      request={(reason, quote) => quote && { ...request, reason, expectedForfeit: quote.forfeit }}
      confirmable={(quote) => quote.data !== undefined && quote.data.cancelCount > 0 && !quote.isFetching}
      requoteOn={[ERRORS.SERIES_CANCEL_CHANGED.code]}
      success={({ quote: done }) => `已取消${done.cancelCount}个航班日期`}
      scope={
        <Radio.Group
          aria-label="取消范围"
          value={scope}
          onChange={(event) => setScope(event.target.value as SeriesCancelScope)}
          options={[...SeriesCancelScope.options]}
          style={{ marginBottom: 12 }}
        />
      }
      renderQuote={(quote) => <DeparturesQuote quote={quote} />}
    />
  );
}
