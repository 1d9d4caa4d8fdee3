import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatArrival } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import type { OrderSegment } from '@/lib/gateway/endpoints/order';

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

/** The order's flights in travel order. */
export function SegmentsTable({ segments }: { segments: readonly OrderSegment[] }) {
  return <Table rowKey="segmentNo" size="small" pagination={false} columns={COLUMNS} dataSource={[...segments]} />;
}
