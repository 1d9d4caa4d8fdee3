import type { ColumnType } from 'antd/es/table';
import { TwoLines } from '@/components/two-lines';
import { formatFen } from '@/domain/format';

/** A series' or a departure's amount over what is paid of it, one column of both tables. */
export function amountColumn<T extends { totalAmount: number; paidAmount: number }>(width: number): ColumnType<T> {
  return {
    title: '金额 / 已付',
    key: 'amount',
    width,
    align: 'right',
    render: (_, row) => <TwoLines main={formatFen(row.totalAmount)} sub={formatFen(row.paidAmount)} />,
  };
}
