import type { ColumnType } from 'antd/es/table';
import { amountColumn } from '@/components/list-columns';
import { formatFen } from '@/domain/format';

/** A series' or a departure's amount over what is paid of it, one column of both tables. */
export function paidOfColumn<T extends { totalAmount: number; paidAmount: number }>(width: number): ColumnType<T> {
  return amountColumn({ title: '金额 / 已付', width, amount: (row) => row.totalAmount, sub: (row) => formatFen(row.paidAmount) });
}
