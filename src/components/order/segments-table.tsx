import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatArrival, formatFlightTimes } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import type { OrderFlightNow, OrderSegment, OrderSplit } from '@/lib/gateway/endpoints/order';
import { UnpagedTable } from '../unpaged-table';

const COLUMNS: ColumnsType<OrderSegment> = [
  { title: '航段', dataIndex: 'segmentNo', width: 64 },
  { title: '去/回', dataIndex: 'direction', width: 72, render: (direction: string) => <Tag>{TripDirection.label(direction)}</Tag> },
  { title: '航班号', dataIndex: 'flightNo', width: 96 },
  { title: '日期', dataIndex: 'flightDate', width: 110 },
  { title: '出发', key: 'dep', render: (_, row) => `${row.depAirport} ${row.depTime}` },
  { title: '到达', key: 'arr', render: (_, row) => `${row.arrAirport} ${formatArrival(row.depTime, row.arrTime)}` },
  { title: '舱位', dataIndex: 'cabin', width: 64 },
  { title: '机型', dataIndex: 'aircraftType', width: 90 },
];

const NOW_COLUMNS: ColumnsType<OrderFlightNow> = [
  { title: '航段', dataIndex: 'segmentNo', width: 64 },
  { title: '航班号', dataIndex: 'flightNo', width: 96 },
  { title: '日期', dataIndex: 'flightDate', width: 110 },
  { title: '时间', key: 'times', render: (_, row) => formatFlightTimes(row.depTime, row.arrTime) },
  { title: '人数', dataIndex: 'people', width: 80, render: (people: number) => `${people} 人` },
];

/** Every departure a split group flies now ('XY5101 2026-12-01 19人；XY5205 2026-12-03 13人'), for a header. */
export const flightsNowText = (split: OrderSplit): string =>
  split.flights.map((flight) => `${flight.flightNo} ${flight.flightDate} ${flight.people}人`).join('；');

/**
 * The order's flights in travel order; when partial steps split the group (the gateway's `split`), every
 * departure it flies now with how many fly it, below.
 */
export function SegmentsTable({ segments, split }: { segments: readonly OrderSegment[]; split?: OrderSplit }) {
  const table = <Table rowKey="segmentNo" size="small" pagination={false} columns={COLUMNS} dataSource={[...segments]} />;
  if (!split) return table;
  return (
    <>
      {table}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        当前出行航班
      </Typography.Title>
      <UnpagedTable<OrderFlightNow>
        rowKey={(row) => `${row.segmentNo}|${row.flightNo}|${row.flightDate}`}
        aria-label="当前出行航班"
        columns={NOW_COLUMNS}
        dataSource={split.flights}
      />
    </>
  );
}
