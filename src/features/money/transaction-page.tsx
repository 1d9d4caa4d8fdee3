import { App, Button, Card, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { FilterForm } from '@/components/filter-form';
import { listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
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
  const { message } = App.useApp();
  const exporting = useWrite(exportTransactions, {
    onSuccess: ({ count, truncated }) => {
      if (truncated) void message.warning(`交易较多，仅导出了前 ${count} 条，请缩小查询范围后再导出`);
      else void message.success(`已导出 ${count} 条交易明细`);
    },
  });

  return (
    <Page
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() => exporting.submit(transactionExportQuery(list.params))}
        >
          导出 Excel
        </Button>
      }
    >
      <FilterForm {...list.filterBar} />
      <Card>
        <Table rowKey="transactionNo" size="middle" columns={columns} tableLayout="fixed" {...listTableProps(list, '暂无交易明细')} />
      </Card>
    </Page>
  );
}
