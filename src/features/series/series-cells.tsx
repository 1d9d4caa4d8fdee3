import type { ColumnType } from 'antd/es/table';
import { Space, Typography } from 'antd';
import { formatFen } from '@/domain/format';

/** A series' or a departure's amount over what is paid of it, one column of both tables. */
export function amountColumn<T extends { totalAmount: number; paidAmount: number }>(width: number): ColumnType<T> {
  return {
    title: '金额 / 已付',
    key: 'amount',
    width,
    align: 'right',
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{formatFen(row.totalAmount)}</Typography.Text>
        <Typography.Text type="secondary">{formatFen(row.paidAmount)}</Typography.Text>
      </Space>
    ),
  };
}
