import { DownloadOutlined } from '@ant-design/icons';
import { ExportButton } from '@/components/export-button';
import { useList } from '@/lib/list-kit';
import { exportTransactions, transactionExportQuery, transactionList } from './api';
import { transactionColumns } from './money-cells';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = transactionList.loader;

const columns = transactionColumns();

/**
 * /agent/user/transaction: every payment, refund, top-up, freeze and release, and reward of the
 * agency, with the balance after each; filtered by kind, dates and order; exported to Excel.
 */
export default function TransactionPage() {
  const list = useList(transactionList);

  return (
    <ListScreen
      list={list}
      extra={
        <ExportButton
          write={exportTransactions}
          input={transactionExportQuery(list.params)}
          noun="交易"
          unit="条"
          rows="交易明细"
          icon={<DownloadOutlined />}
        />
      }
    >
      <ListTable list={list} rowKey="transactionNo" columns={columns} tableLayout="fixed" emptyText="暂无交易明细" />
    </ListScreen>
  );
}
