import { useState } from 'react';
import { Alert, App, Descriptions, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { ANCILLARY_FIGURES } from '@/domain/figures';
import { formatDateTime, formatFen, formatFlightTimes } from '@/domain/format';
import { ERRORS, type DelayOption, type OrderDetail } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { createDelay, delayOptionsQuery } from './api';
import { QueryBlock } from '@/components/query-block';

const keyOf = (option: Pick<DelayOption, 'flightNo' | 'flightDate'>) => `${option.flightNo}|${option.flightDate}`;

const COLUMNS: ColumnsType<DelayOption> = [
  { title: '日期', dataIndex: 'flightDate', width: 110 },
  { title: '航班', dataIndex: 'flightNo', width: 90 },
  { title: '起飞—到达', key: 'times', width: 120, render: (_, row) => formatFlightTimes(row.depTime, row.arrTime, '–') },
  {
    title: '团队余座',
    key: 'seats',
    width: 110,
    render: (_, row) => (row.available ? row.seatsLeft : <Tag color="default">余座不足（{row.seatsLeft}）</Tag>),
  },
  { title: '今日成人团队价', dataIndex: 'adultFare', width: 130, align: 'right', render: formatFen },
  { title: '应付', dataIndex: 'totalAmount', width: 110, align: 'right', render: formatFen },
];

/**
 * 申请延期: the later flights of the route the gateway offers, each with what the move costs now (the fare
 * difference by passenger type, the fee per seat); the chosen one's breakdown before the confirm. The
 * delay holds the new seats and is paid like any ancillary order; paid, the group flies the new flight.
 */
export function DelayDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const options = useQuery({ ...delayOptionsQuery(order.orderNo), enabled: open });
  const [chosenKey, setChosenKey] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const chosen = options.data?.find((option) => keyOf(option) === chosenKey);
  const segment = order.segments[0]!;

  const delay = useWrite(createDelay, {
    onBizError: {
      [ERRORS.PAY_AMOUNT_CHANGED.code]: () => {
        setNotice('价格已变化，已按最新价格更新，请核对后再确认');
        void options.refetch();
      },
      [ERRORS.SOLD_OUT.code]: () => {
        setNotice('该航班余座已不足，请另选航班');
        setChosenKey(undefined);
        void options.refetch();
      },
    },
    onSuccess: ({ ancillaryOrder }) => {
      void message.success(
        `延期单 ${ancillaryOrder.ancilOrderNo} 已生成，新航班座位已为您保留；请在 ${formatDateTime(ancillaryOrder.deadline)} 前支付 ${formatFen(ancillaryOrder.amount)}，支付后延期生效`,
      );
      close();
    },
  });

  function close() {
    setChosenKey(undefined);
    setNotice(undefined);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={`申请延期 ${order.orderNo}`}
      width={860}
      okText={chosen ? `确认延期 ${formatFen(chosen.totalAmount)}` : '确认延期'}
      cancelText="返回"
      okButtonProps={{ disabled: !chosen, loading: delay.isPending }}
      onOk={() =>
        chosen &&
        delay.submit({
          orderNo: order.orderNo,
          flightNo: chosen.flightNo,
          flightDate: chosen.flightDate,
          expectedAmount: chosen.totalAmount,
        })
      }
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        当前航班 {segment.flightNo} {segment.flightDate} {formatFlightTimes(segment.depTime, segment.arrTime, '–')}，整团 {order.groupCount}{' '}
        人。可改乘同航线
        {ANCILLARY_FIGURES.delayWindowDays}天内起飞更晚的航班：按人补交今日团队价与原票价的差额（低于原票价不退），另收延期费每人
        {formatFen(ANCILLARY_FIGURES.delayFeePerSeat)}。确认后新航班座位即为您保留，支付后延期生效。
      </Typography.Paragraph>
      {notice && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={notice} />}
      <QueryBlock query={options}>
        {(rows) => (
          <Table
            rowKey={keyOf}
            size="small"
            columns={COLUMNS}
            dataSource={rows}
            pagination={rows.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
            locale={{ emptyText: `${ANCILLARY_FIGURES.delayWindowDays}天内没有可改乘的航班` }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: chosenKey ? [chosenKey] : [],
              onChange: (keys) => setChosenKey(keys[0] as string),
              getCheckboxProps: (row) => ({ disabled: !row.available, 'aria-label': `改乘 ${row.flightNo} ${row.flightDate}` }),
            }}
          />
        )}
      </QueryBlock>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {chosen ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            title={`改乘 ${chosen.flightNo} ${chosen.flightDate} ${formatFlightTimes(chosen.depTime, chosen.arrTime, '–')}`}
            items={[
              ...chosen.lines.map((line) => ({
                key: line.product,
                label: line.product,
                children: `${formatFen(line.unitPrice)} × ${line.quantity}人 = ${formatFen(line.amount)}`,
              })),
              { key: 'total', label: '合计应付', children: <Typography.Text strong>{formatFen(chosen.totalAmount)}</Typography.Text> },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">选择航班后显示应付明细</Typography.Text>
        )}
      </div>
    </Modal>
  );
}
