import { Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { href } from '@/config/routes';
import { EMPTY_TEXT, formatDateTime, formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import { OrderLogTimeline } from '@/components/order/order-log';
import { useRowInView } from '@/components/order/passengers-table';
import type { PnrDetail, TicketRecord } from '@/lib/gateway';
import { orderLogQuery, orderPnrQuery, orderTicketsQuery } from './api';
import { QueryBlock } from '@/components/query-block';

/*
 * The detail's tabs that read on their own: each asks the gateway when its tab first opens.
 */

const TICKET_COLUMNS: ColumnsType<TicketRecord> = [
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '旅客', dataIndex: 'passengerName', width: 110 },
  { title: '类型', dataIndex: 'passengerType', width: 70, render: (type: string) => PassengerType.label(type) },
  { title: '航段', dataIndex: 'segmentNo', width: 60 },
  { title: '航班', key: 'flight', width: 170, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
  { title: '票价', dataIndex: 'fare', align: 'right', render: formatFen },
  { title: '税费', dataIndex: 'tax', align: 'right', render: formatFen },
  {
    title: '状态',
    key: 'status',
    render: (_, row) =>
      row.refundReviewId ? (
        <Link to={href('teamRefundDetail', { reviewId: row.refundReviewId })} aria-label={`退票审核中，申请 ${row.refundReviewId}`}>
          <Tag color="processing">退票审核中</Tag>
        </Link>
      ) : (
        <Tag color={TicketStatus.color(row.status)}>{TicketStatus.label(row.status)}</Tag>
      ),
  },
  { title: '出票时间', dataIndex: 'issueTime', render: formatDateTime },
];

export function TicketsPanel({ orderNo }: { orderNo: string }) {
  const tickets = useQuery(orderTicketsQuery(orderNo));
  // A search's hit names a ticket (?ticket=NO): its rows are highlighted, the first in view and focused.
  const ticketNo = useSearchParams()[0].get('ticket') ?? undefined;
  const found = tickets.data?.findIndex((row) => row.ticketNo === ticketNo) ?? -1;
  const box = useRowInView(ticketNo, tickets.data);
  return (
    <QueryBlock query={tickets}>
      {(rows) => (
        <div ref={box}>
          <Table
            rowKey={(row) => `${row.ticketNo}-${row.segmentNo}`}
            size="small"
            columns={TICKET_COLUMNS}
            dataSource={rows}
            locale={{ emptyText: '尚未出票' }}
            rowClassName={(row) => (row.ticketNo === ticketNo ? 'passenger-row-found' : '')}
            onRow={(row) => (row.ticketNo === ticketNo ? { tabIndex: -1, 'aria-current': 'true' } : {})}
            pagination={
              rows.length > 50
                ? { pageSize: 50, showSizeChanger: false, defaultCurrent: found >= 0 ? Math.floor(found / 50) + 1 : 1 }
                : false
            }
            scroll={{ x: 1000 }}
          />
        </div>
      )}
    </QueryBlock>
  );
}

type PnrSegment = PnrDetail['segments'][number];
type PnrName = PnrDetail['names'][number];

const PNR_SEGMENT_COLUMNS: ColumnsType<PnrSegment> = [
  { title: '航段', dataIndex: 'segmentNo', width: 60 },
  { title: '航班', dataIndex: 'flightNo' },
  { title: '日期', dataIndex: 'flightDate' },
  { title: '航线', dataIndex: 'route' },
  { title: '舱位', dataIndex: 'cabin' },
  { title: '座位数', dataIndex: 'seats', align: 'right' },
  { title: '状态代码', dataIndex: 'statusCode' },
];

const PNR_NAME_COLUMNS: ColumnsType<PnrName> = [
  { title: '序号', key: 'index', width: 60, render: (_, __, index) => index + 1 },
  { title: '姓名', dataIndex: 'name' },
  { title: '类型', dataIndex: 'passengerType', render: (type: string) => PassengerType.label(type) },
  { title: 'SSR DOCS', dataIndex: 'ssrDocs' },
];

export function PnrPanel({ orderNo }: { orderNo: string }) {
  const pnr = useQuery(orderPnrQuery(orderNo));
  return (
    <QueryBlock query={pnr}>
      {(detail) => (
        <>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'pnr', label: 'PNR', children: detail.pnr || EMPTY_TEXT },
              { key: 'office', label: 'OFFICE', children: detail.office },
              { key: 'limit', label: '出票时限', children: formatDateTime(detail.timeLimit) },
              { key: 'created', label: '创建时间', children: formatDateTime(detail.createTime) },
            ]}
          />
          <Table rowKey="segmentNo" size="small" pagination={false} columns={PNR_SEGMENT_COLUMNS} dataSource={detail.segments} />
          <Table
            rowKey="passengerId"
            size="small"
            style={{ marginTop: 16 }}
            columns={PNR_NAME_COLUMNS}
            dataSource={detail.names}
            locale={{ emptyText: 'PNR 中尚无旅客姓名' }}
            pagination={detail.names.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          />
        </>
      )}
    </QueryBlock>
  );
}

export function LogPanel({ orderNo }: { orderNo: string }) {
  const log = useQuery(orderLogQuery(orderNo));
  return <QueryBlock query={log}>{(entries) => <OrderLogTimeline entries={entries} />}</QueryBlock>;
}
