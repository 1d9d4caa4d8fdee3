import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import { PayMethod, TransactionKind } from '@/domain/payment';
import { OrderNoLink } from '@/components/order-no-link';
import type { Transaction } from '@/lib/gateway';

/** Signed fen with its sign and colour: '+¥1,000.00' in green, '-¥500.00' in red, '¥0.00' plain. */
export function SignedFen({ fen }: { fen: number }) {
  if (fen === 0) return <Typography.Text>{formatFen(0)}</Typography.Text>;
  return (
    <Typography.Text type={fen > 0 ? 'success' : 'danger'} strong>
      {fen > 0 ? '+' : '-'}
      {formatFen(Math.abs(fen))}
    </Typography.Text>
  );
}

/** Points signed the same way ('+1,200 分'). */
export function SignedPoints({ points }: { points: number }) {
  const text = `${Math.abs(points).toLocaleString('zh-CN')} 分`;
  if (points === 0) return <Typography.Text>{text}</Typography.Text>;
  return (
    <Typography.Text type={points > 0 ? 'success' : 'danger'} strong>
      {points > 0 ? '+' : '-'}
      {text}
    </Typography.Text>
  );
}

export function TransactionKindTag({ kind }: { kind: string }) {
  return <Tag color={TransactionKind.color(kind)}>{TransactionKind.label(kind)}</Tag>;
}

/**
 * The columns of a movement of the agency's money (the account's recent movements and the
 * transactions screen): what happened, how much, and the balance after it.
 */
export function transactionColumns({ compact = false }: { compact?: boolean } = {}): ColumnsType<Transaction> {
  return [
    { title: '交易时间', dataIndex: 'time', width: 150, render: (time: string) => formatDateTime(time) },
    ...(compact ? [] : [{ title: '流水号', dataIndex: 'transactionNo', width: 120 }]),
    { title: '类型', dataIndex: 'kind', width: 80, render: (kind: string) => <TransactionKindTag kind={kind} /> },
    { title: '金额', dataIndex: 'amount', width: 130, align: 'right', render: (amount: number) => <SignedFen fen={amount} /> },
    { title: '可用余额', dataIndex: 'balanceAfter', width: 130, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: '冻结金额', dataIndex: 'frozenAfter', width: 120, align: 'right', render: (fen: number) => formatFen(fen) },
    {
      title: '订单 / 支付',
      key: 'order',
      width: 150,
      render: (_, row) =>
        row.orderNo || row.paymentNo ? (
          <Space orientation="vertical" size={0}>
            {row.orderNo && <OrderNoLink orderNo={row.orderNo} />}
            {row.paymentNo && (
              <Typography.Text type="secondary">
                {row.paymentNo}
                {row.method ? `（${PayMethod.label(row.method)}）` : ''}
              </Typography.Text>
            )}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '说明', dataIndex: 'description', ellipsis: true },
  ];
}
