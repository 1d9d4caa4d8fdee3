import { useEffect, useRef, useState } from 'react';
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EMPTY_TEXT } from '@/domain/format';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import type { OrderPassenger, OrderSplit } from '@/lib/gateway/endpoints/order';
import { useStagedRows } from '@/lib/staged-rows';
import './passengers-table.css';

const COLUMNS: ColumnsType<OrderPassenger> = [
  { title: '序号', key: 'index', width: 64, render: (_, __, index) => index + 1 },
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '类型', dataIndex: 'passengerType', width: 72, render: (type: string) => PassengerType.label(type) },
  { title: '证件类型', dataIndex: 'idType', width: 100, render: (type: string) => IdType.label(type) },
  { title: '证件号', dataIndex: 'idNo', width: 190 },
  { title: '出生日期', dataIndex: 'birthDate', width: 110, render: (value?: string) => value ?? EMPTY_TEXT },
  { title: '性别', dataIndex: 'gender', width: 64, render: (value?: string) => (value ? Gender.label(value) : EMPTY_TEXT) },
  { title: '手机', dataIndex: 'mobile', width: 120, render: (value?: string) => value ?? EMPTY_TEXT },
  { title: '票号', dataIndex: 'ticketNo', width: 150, render: (value?: string) => value ?? EMPTY_TEXT },
];

interface PassengersTableProps {
  passengers: readonly OrderPassenger[];
  /** Extra columns after the standard ones (e.g. actions). */
  extraColumns?: ColumnsType<OrderPassenger>;
  rowSelection?: TableProps<OrderPassenger>['rowSelection'];
  /** Shown when the list is empty. */
  emptyText?: string;
  /** A passenger to point at (a search's hit, `?passenger=` in the address): its page, highlighted, in view and focused. */
  focusId?: string;
  /** The group split by partial steps (the gateway's `split`): each passenger's flights now, in a column. */
  split?: OrderSplit;
}

/**
 * A table's row a link points at (a search's hit): brought into view and focused once, when it has
 * rendered — the row whose key is `target`, or starts with `target-` (a ticket's rows, one a segment).
 * `rendered` changes when more rows render (a page, a stage). The answered ref goes on an element
 * around the table.
 */
export function useRowInView(target: string | undefined, rendered: unknown) {
  const container = useRef<HTMLDivElement>(null);
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!target || done.current === target) return;
    const row = Array.from(container.current?.querySelectorAll<HTMLElement>('tr[data-row-key]') ?? []).find((candidate) => {
      const key = candidate.dataset.rowKey ?? '';
      return key === target || key.startsWith(`${target}-`);
    });
    if (!row) return;
    done.current = target;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [target, rendered]);
  return container;
}

/** 当前航班: where a passenger flies now when partial steps split the group; the segments' flights otherwise. */
function currentFlightColumn(split: OrderSplit): ColumnsType<OrderPassenger>[number] {
  const journeys = new Map(split.passengers.map((journey) => [journey.passengerId, journey.flights]));
  return { title: '当前航班', key: 'flightNow', width: 170, render: (_, row) => journeys.get(row.passengerId) ?? '同订单航班' };
}

const PAGE_SIZE = 50;
/** About what a screen shows of the table under an order's header (1440×900: some 12 rows). */
const FIRST_ROWS = 20;

/**
 * The order's named passengers, in the order they were entered. A page has 50 rows; when the table
 * first shows, its first 20 (what the screen shows) render at once and the rest follow (useStagedRows).
 */
export function PassengersTable({
  passengers,
  extraColumns = [],
  rowSelection,
  emptyText = '尚未录入旅客',
  focusId,
  split,
}: PassengersTableProps) {
  const rows = useStagedRows(passengers, FIRST_ROWS);
  const found = focusId ? passengers.findIndex((passenger) => passenger.passengerId === focusId) : -1;
  const [page, setPage] = useState(() => (found >= 0 ? Math.floor(found / PAGE_SIZE) + 1 : 1));
  const table = useRowInView(focusId, `${rows.length}:${page}`);
  return (
    <div ref={table}>
      <Table
        rowKey="passengerId"
        size="small"
        columns={[...COLUMNS, ...(split ? [currentFlightColumn(split)] : []), ...extraColumns]}
        dataSource={[...rows]}
        rowSelection={rowSelection}
        scroll={{ x: 1000 }}
        locale={{ emptyText }}
        rowClassName={(row) => (row.passengerId === focusId ? 'passenger-row-found' : '')}
        onRow={(row) => (row.passengerId === focusId ? { tabIndex: -1, 'aria-current': 'true' } : {})}
        // The total is the whole list's, also while only the first rows are rendered.
        pagination={
          passengers.length > PAGE_SIZE
            ? {
                current: page,
                onChange: setPage,
                pageSize: PAGE_SIZE,
                total: passengers.length,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 人`,
              }
            : false
        }
      />
    </div>
  );
}
