import { formatDateTime } from '@/domain/format';
import { PayMethod, TransactionKind } from '@/domain/payment';
import type { Transaction } from '@/lib/gateway';
import { fenToYuan, sheetFromColumns, type ExportColumn, type SheetSpec } from '@/lib/excel';

const COLUMNS: ExportColumn<Transaction>[] = [
  { header: '交易时间', key: 'time', width: 18, value: (row) => formatDateTime(row.time) },
  { header: '流水号', key: 'transactionNo', width: 14, value: (row) => row.transactionNo },
  { header: '交易类型', key: 'kind', value: (row) => TransactionKind.label(row.kind) },
  { header: '金额（元）', key: 'amount', value: (row) => fenToYuan(row.amount) },
  { header: '可用余额变动（元）', key: 'availableChange', value: (row) => fenToYuan(row.availableChange) },
  { header: '冻结金额变动（元）', key: 'frozenChange', value: (row) => fenToYuan(row.frozenChange) },
  { header: '交易后可用余额（元）', key: 'balanceAfter', value: (row) => fenToYuan(row.balanceAfter) },
  { header: '交易后冻结金额（元）', key: 'frozenAfter', value: (row) => fenToYuan(row.frozenAfter) },
  { header: '订单号', key: 'orderNo', value: (row) => row.orderNo ?? '' },
  { header: '支付单号', key: 'paymentNo', width: 14, value: (row) => row.paymentNo ?? '' },
  { header: '合并支付批次号', key: 'batchNo', width: 14, value: (row) => row.batchNo ?? '' },
  { header: '支付方式', key: 'method', value: (row) => (row.method ? PayMethod.label(row.method) : '') },
  { header: '资金账户', key: 'account', value: (row) => (row.external ? `${row.account}（不经预存款账户）` : row.account) },
  { header: '说明', key: 'description', width: 30, value: (row) => row.description },
];

/** The export's one sheet: a row per movement, labels in Chinese, money in yuan (signed). */
export function transactionSheet(rows: readonly Transaction[]): SheetSpec {
  return sheetFromColumns('交易明细', COLUMNS, rows);
}
