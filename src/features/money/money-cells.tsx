import { Col, Row, Space, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import { PayMethod, PREPAID_FROZEN_NOTE, TransactionKind } from '@/domain/payment';
import { OrderNoLink } from '@/components/order-no-link';
import type { Transaction } from '@/lib/gateway';
import { TwoLines } from '@/components/two-lines';

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

/** A change of the account: '可用 −¥4,584.00'; nothing when it did not move. */
function Change({ label, fen }: { label: string; fen: number }) {
  if (fen === 0) return null;
  return (
    <span>
      {label} <SignedFen fen={fen} />
    </span>
  );
}

/**
 * What a movement did to the account, as the gateway answers it: the change of 可用 and of 冻结 (a refund
 * says it came back to the prepaid account), or, for money outside the account (a bank or online payment,
 * listed so that every payment shows), the account it left or went back to.
 */
export function AccountChange({
  row,
}: {
  row: Pick<Transaction, 'kind' | 'amount' | 'availableChange' | 'frozenChange' | 'external' | 'account'>;
}) {
  if (row.external) {
    return <TwoLines main={row.amount > 0 ? `原路退回${row.account}` : `${row.account}支付`} sub="不经预存款账户" />;
  }
  if (row.availableChange === 0 && row.frozenChange === 0) return <Typography.Text type="secondary">余额不变</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {row.kind === 'REFUND' && <Typography.Text type="secondary">退回{row.account}</Typography.Text>}
      <Change label="可用" fen={row.availableChange} />
      <Change label="冻结" fen={row.frozenChange} />
    </Space>
  );
}

/** The account after a movement; greyed when the movement did not touch it (an external one). */
function BalanceAfter({ row }: { row: Pick<Transaction, 'balanceAfter' | 'frozenAfter' | 'external'> }) {
  const available = `可用 ${formatFen(row.balanceAfter)}`;
  return (
    <TwoLines
      main={row.external ? <Typography.Text type="secondary">{available}</Typography.Text> : available}
      sub={`冻结 ${formatFen(row.frozenAfter)}`}
    />
  );
}

/**
 * The columns of a movement of the agency's money (the account's recent movements and the
 * transactions screen): what happened, how much, what it did to 可用 and 冻结, and both after it. Fixed
 * widths but 说明's, which wraps: the whole table fits a 1440 px screen without scrolling sideways.
 */
export function transactionColumns({ compact = false }: { compact?: boolean } = {}): ColumnsType<Transaction> {
  return [
    {
      title: '交易时间',
      key: 'time',
      width: 140,
      render: (_, row) => (compact ? formatDateTime(row.time) : <TwoLines main={formatDateTime(row.time)} sub={row.transactionNo} />),
    },
    { title: '类型', dataIndex: 'kind', width: 88, render: (kind: string) => <TransactionKindTag kind={kind} /> },
    { title: '金额', dataIndex: 'amount', width: 116, align: 'right', render: (amount: number) => <SignedFen fen={amount} /> },
    { title: '账户变动', key: 'change', width: 196, align: 'right', render: (_, row) => <AccountChange row={row} /> },
    { title: '交易后余额', key: 'after', width: 144, align: 'right', render: (_, row) => <BalanceAfter row={row} /> },
    {
      title: '订单 / 支付',
      key: 'order',
      width: 164,
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
            {row.batchNo && <Typography.Text type="secondary">合并支付 {row.batchNo}</Typography.Text>}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '说明', dataIndex: 'description', render: (text: string) => <span style={{ wordBreak: 'break-word' }}>{text}</span> },
  ];
}

/** The prepaid account's 可用余额 and 冻结金额 side by side, and what the frozen money holds. */
export function PrepaidBalances({ account }: { account: { balance: number; frozen: number } | undefined }) {
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title="可用余额" value={formatFen(account?.balance)} />
        </Col>
        <Col span={12}>
          <Statistic title="冻结金额" value={formatFen(account?.frozen)} />
        </Col>
      </Row>
      <Typography.Text type="secondary">{PREPAID_FROZEN_NOTE}</Typography.Text>
    </>
  );
}
