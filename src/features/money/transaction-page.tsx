import { Card, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { FilterForm } from '@/components/filter-form';
import { listTableProps } from '@/components/list-table';
import { ExportButton } from '@/components/export-button';
import { Page } from '@/components/page';
import { useList } from '@/lib/list-kit';
import { exportTransactions, transactionExportQuery, transactionList } from './api';
import { transactionColumns } from './money-cells';

export const loader = transactionList.loader;

const columns = transactionColumns();

/**
 * /agent/user/transaction: every payment, refund, top-up, freeze and release, and reward of the
 * agency, with the balance after each; filtered by kind, dates and order; exported to Excel.
 */
export default function TransactionPage() {
  const list = useList(transactionList);

  return (
    <Page
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
      <FilterForm {...list.filterBar} />
      <Card>
        <Table rowKey="transactionNo" size="middle" columns={columns} tableLayout="fixed" {...listTableProps(list, '暂无交易明细')} />
      </Card>
    </Page>
  );
}
