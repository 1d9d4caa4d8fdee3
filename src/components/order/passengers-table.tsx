import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EMPTY_TEXT } from '@/domain/format';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import type { OrderPassenger } from '@/lib/gateway/endpoints/order';

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
}

/** The order's named passengers, in the order they were entered. */
export function PassengersTable({ passengers, extraColumns = [], rowSelection, emptyText = '尚未录入旅客' }: PassengersTableProps) {
  return (
    <Table
      rowKey="passengerId"
      size="small"
      columns={[...COLUMNS, ...extraColumns]}
      dataSource={[...passengers]}
      rowSelection={rowSelection}
      scroll={{ x: 1000 }}
      locale={{ emptyText }}
      pagination={passengers.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (total) => `共 ${total} 人` } : false}
    />
  );
}
